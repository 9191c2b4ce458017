/**
 * Free play, logout, change password and forgot password against the reference platform.
 * Each harness gives the machine the platform client calls the portal makes, arranges the
 * outcome the path names (a fresh member, a wrong code, a dropped connection, a rate-limit
 * block) and checks the platform after each step: session valid or revoked, trial balance,
 * SMS in the outbox, the new password accepted.
 */
import { randomUUID } from 'node:crypto';
import { waitFor, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { expect } from 'vitest';
import { freePlayMachine } from '../../../flows/freePlay.machine.ts';
import { logoutMachine } from '../../../flows/logout.machine.ts';
import { changePasswordMachine } from '../../../flows/changePassword.machine.ts';
import { forgotPasswordMachine } from '../../../flows/forgotPassword.machine.ts';
import type { MemberInfo } from '../../../flows/types.ts';
import type { PatternRule } from '../../../src/shared/patterns.ts';
import { defaultPolicy } from '../../../src/platform/policy.ts';
import { createPathClient, freshIp, observerClient, outboxCode, type PathClient, type TestPlatform } from './platform.ts';
import { createMember, scenarioOf } from './common.ts';
import { tokenActions } from '../../../src/portal/features/signIn/index.ts';
import { freePlayActors, logoutFlow } from '../../../src/portal/features/session/actors.ts';
import { changePasswordActors } from '../../../src/portal/features/changePassword/actors.ts';
import { forgotPasswordActors } from '../../../src/portal/features/forgotPassword/actors.ts';
import { gatedActors, nodeEnv, type NodeEnv } from './node-env.ts';
import type { ModelHarness } from './runner.ts';

const MINUTE = 60_000;

interface BaseContext {
  tp: TestPlatform;
  merchant: string;
  path: PathClient;
  deviceId: string;
  /** The portal's storage and navigation for this path (Node adapters). */
  env: NodeEnv;
}

async function base(tp: TestPlatform, merchant: string, ip: string | null = null): Promise<BaseContext> {
  tp.clock.advance(20 * MINUTE);
  const path = createPathClient(tp.platform, merchant, ip);
  const deviceId = randomUUID();
  return { tp, merchant, path, deviceId, env: nodeEnv(path, deviceId, merchant) };
}

async function login(ctx: BaseContext, username: string, password: string): Promise<string> {
  const result = await ctx.path.client.call('login', { type: 'username', username, password, loginDeviceId: ctx.deviceId });
  ctx.path.token = result.token;
  return result.token;
}

/** memberInfo with a given token, through a clean client (armed faults stay for the machine). */
function infoWith(ctx: BaseContext, token: string | null): Promise<MemberInfo> {
  return observerClient(ctx.tp.platform, ctx.merchant, token).call('memberInfo');
}

function observer(ctx: BaseContext, token: string | null = ctx.path.token) {
  return observerClient(ctx.tp.platform, ctx.merchant, token);
}

const common = {
  advanceClock: (ms: number, ctx: BaseContext) => ctx.tp.clock.advance(ms),
  teardown: async (ctx: BaseContext) => { await ctx.path.settle(); },
};

// ---------------------------------------------------------------- free play

export function freePlayHarness(tp: TestPlatform): ModelHarness<BaseContext & { ip: string }> {
  return {
    name: 'freePlay',
    ...common,
    async setup(path) {
      const ip = freshIp();
      const ctx = { ...(await base(tp, 'bdwin', ip)), ip };
      if (scenarioOf(path, 'freePlayLogin') === 'error:refused') {
        // Arrange: this IP already used its free-play allowance.
        const rule = defaultPolicy().rules.freePlayPerIp;
        for (let i = 0; i <= rule.max; i++) await tp.platform.stores.rateLimits.hit(`freeplay:ip:${ip}`, rule, tp.clock.now());
      }
      return ctx;
    },
    machine(ctx, gate) {
      return freePlayMachine.provide({
        actors: gatedActors(gate, freePlayActors(ctx.env)),
        actions: tokenActions(ctx.env),
      });
    },
    input: () => ({ freePlay: true }),
    arrange(outcomes, ctx) {
      for (const e of outcomes) if (e.type === 'xstate.error.actor.loadMemberInfo') ctx.path.dropNext('/wps/member/info');
    },
    async check({ live }, ctx) {
      if (live.value === 'playing') {
        // A trial (type 4) session with the demo credit.
        expect((await infoWith(ctx, ctx.path.token)).type).toBe(4);
        const balance = await observer(ctx).call('balance');
        expect(Number(balance.sumBalance)).toBeGreaterThan(0);
        expect(live.context.loggedIn).toBe(true);
      }
      if (live.value === 'failed') {
        expect(ctx.path.token).toBeNull();
        await expect(observer(ctx).call('memberInfo')).rejects.toBeTruthy();
      }
    },
  };
}

// ---------------------------------------------------------------- logout

export function logoutHarness(tp: TestPlatform): ModelHarness<BaseContext & { sessionToken: string }> {
  return {
    name: 'logout',
    ...common,
    async setup() {
      const ctx = await base(tp, 'bdwin');
      const sessionToken = await login(ctx, 'member01', 'Member@123');
      return { ...ctx, sessionToken };
    },
    machine(ctx, gate) {
      const flow = logoutFlow(ctx.env);
      return logoutMachine.provide({ actors: gatedActors(gate, flow.actors), actions: flow.actions });
    },
    input: () => undefined,
    arrange(outcomes, ctx) {
      for (const e of outcomes) if (e.type === 'xstate.error.actor.serverLogout') ctx.path.dropNext('/wps/session/logout');
    },
    async check({ event, live }, ctx) {
      if (live.value === 'idle' || live.value === 'confirming') {
        expect((await infoWith(ctx, ctx.sessionToken)).account).toBe('member01');
      }
      if (live.value === 'loggedOut') {
        expect(ctx.path.token).toBeNull();
        expect(live.context.loggedIn).toBe(false);
        if (event.type === 'xstate.done.actor.serverLogout') {
          // The platform revoked the token.
          await expect(infoWith(ctx, ctx.sessionToken)).rejects.toMatchObject({ errorCode: expect.any(String) });
        }
      }
    },
  };
}

// ---------------------------------------------------------------- change password

interface ChangeContext extends BaseContext {
  username: string;
  password: string;
  newPassword: string;
  oldToken: string;
  rule: PatternRule | undefined;
}

async function passwordRule(ctx: BaseContext): Promise<PatternRule | undefined> {
  const settings = await ctx.path.client.call('registerSettings');
  return settings.fields.password?.pattern;
}

export function changePasswordHarness(tp: TestPlatform): ModelHarness<ChangeContext> {
  return {
    name: 'changePassword',
    ...common,
    async setup() {
      const ctx = await base(tp, 'bdwin');
      const member = await createMember(tp, 'bdwin', 'Start1234');
      const oldToken = await login(ctx, member.username, 'Start1234');
      return { ...ctx, username: member.username, password: 'Start1234', newPassword: 'Changed123', oldToken, rule: await passwordRule(ctx) };
    },
    machine(ctx, gate) {
      return changePasswordMachine.provide({
        actors: gatedActors(gate, changePasswordActors(ctx.env)),
        actions: { storeToken: tokenActions(ctx.env).storeToken },
      });
    },
    input: (ctx) => ({ username: ctx.username, currentPassword: null, forced: false, ...(ctx.rule ? { passwordRule: ctx.rule } : {}) }),
    arrange(outcomes, ctx) {
      for (const e of outcomes) {
        if (e.type === 'xstate.error.actor.relogin') ctx.path.dropNext('/wps/session/login');
        if (e.type === 'xstate.error.actor.loadMemberInfo') ctx.path.dropNext('/wps/member/info');
      }
    },
    events(event, ctx, path, index) {
      if (event.type !== 'EDIT') return [event];
      const wrongOld = scenarioOf(path, 'changePassword', index) === 'error:wrong old password';
      return [{ type: 'EDIT', values: { oldPassword: wrongOld ? 'NotMine123' : ctx.password, newPassword: ctx.newPassword, confirmNewPassword: ctx.newPassword } } as EventObject];
    },
    async check({ event, live }, ctx) {
      if (event.type === 'xstate.error.actor.changePassword') {
        expect((await infoWith(ctx, ctx.oldToken)).account).toBe(ctx.username); // nothing changed
      }
      if (event.type === 'xstate.done.actor.changePassword') {
        // The platform ended every session of the member.
        await expect(infoWith(ctx, ctx.oldToken)).rejects.toMatchObject({ errorCode: expect.any(String) });
      }
      if (live.value === 'loggedIn') {
        expect((await infoWith(ctx, ctx.path.token)).account).toBe(ctx.username);
        expect(ctx.path.token).not.toBe(ctx.oldToken);
      }
      if (live.value === 'changed' && event.type === 'xstate.error.actor.relogin') {
        // Changed but not signed in: the new password works, the old does not.
        await expect(observer(ctx, null).call('login', { type: 'username', username: ctx.username, password: ctx.newPassword })).resolves.toBeTruthy();
      }
    },
  };
}

// ---------------------------------------------------------------- forgot password

interface ForgotContext extends BaseContext {
  username: string;
  email: string;
  mobile: string;
  newPassword: string;
  rule: PatternRule | undefined;
}

export function forgotPasswordHarness(tp: TestPlatform): ModelHarness<ForgotContext> {
  return {
    name: 'forgotPassword',
    ...common,
    unsupported(path) {
      // The portal's autoLogin takes the session the phone reset returns; the reference platform
      // always returns one, so no call is left that could fail.
      if (scenarioOf(path, 'autoLogin')?.startsWith('error:')) return 'the reference platform\'s phone reset returns the session: auto-login makes no call';
      return null;
    },
    async setup() {
      const ctx = await base(tp, 'bdwin');
      const member = await createMember(tp, 'bdwin', 'Start1234');
      return { ...ctx, username: member.username, email: `${member.username}@example.com`, mobile: member.mobile, newPassword: 'Reset1234', rule: await passwordRule(ctx) };
    },
    machine(ctx, gate) {
      return forgotPasswordMachine.provide({
        // The SMS countdown child's outcome is not a step of this machine's paths: not gated.
        actors: gatedActors(gate, forgotPasswordActors(ctx.env)),
        actions: { storeToken: tokenActions(ctx.env).storeToken },
      });
    },
    input: (ctx) => ({ phoneTab: true, smsThrottleMs: 1000, smsExpiredMinutes: 5, ...(ctx.rule ? { passwordRule: ctx.rule } : {}) }),
    arrange(outcomes, ctx) {
      for (const e of outcomes) {
        if (e.type === 'xstate.error.actor.resetByEmail') ctx.path.dropNext('/wps/member/password/email');
        if (e.type === 'xstate.error.actor.loadMemberInfo') ctx.path.dropNext('/wps/member/info');
      }
    },
    async events(event, ctx, path, index, actor) {
      if (event.type === 'EDIT') {
        const values = { ...(event as unknown as { values: Record<string, string> }).values };
        if ('username' in values) Object.assign(values, { username: ctx.username, email: ctx.email });
        if ('mobileNum' in values) {
          let wrong = '0000';
          if (scenarioOf(path, 'resetByPhone', index) === 'error:wrong code') {
            // A code was sent, and the member types another one.
            await observer(ctx, null).call('smsNoLogin', { purpose: 'forgotPassword', mobileNum: ctx.mobile });
            const sent = await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'forgotPassword');
            if (sent === wrong) wrong = '0001';
          }
          Object.assign(values, { mobileNum: ctx.mobile, verificationCode: wrong, newPassword: ctx.newPassword });
        }
        return [{ type: 'EDIT', values } as EventObject];
      }
      if (event.type === 'GET_CODE') {
        return [event];
      }
      if (event.type === 'SUBMIT' && (actor.getSnapshot() as AnyMachineSnapshot).value === 'phone' && scenarioOf(path, 'resetByPhone', index)?.startsWith('done:')) {
        // The member types the code that arrived (asking for one if the path never did).
        let code = await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'forgotPassword');
        if (!code) {
          await ctx.path.client.call('smsNoLogin', { purpose: 'forgotPassword', mobileNum: ctx.mobile });
          code = await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'forgotPassword');
        }
        return [{ type: 'EDIT', values: { verificationCode: code ?? '' } } as EventObject, event];
      }
      return [event];
    },
    async check({ event, live }, ctx) {
      // The platform accepted the request (a refusal would have failed the call); the modal shows
      // its message, in_been_out unless the platform's answer names another.
      if (live.value === 'emailSent') expect(live.context.message ?? 'in_been_out').toBe('in_been_out');
      if (event.type === 'GET_CODE') {
        const child = live.children.sms as AnyActorRef;
        await waitFor(child, (s) => (s as AnyMachineSnapshot).hasTag('countdown'), { timeout: 10_000 });
        expect(await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'forgotPassword')).toMatch(/^\d+$/);
      }
      if (event.type === 'xstate.done.actor.resetByPhone') {
        // The new password now signs in.
        const result = await observer(ctx, null).call('login', { type: 'username', username: ctx.username, password: ctx.newPassword });
        expect(result.token).toBeTruthy();
      }
      if (event.type === 'xstate.error.actor.resetByPhone') {
        await expect(observer(ctx, null).call('login', { type: 'username', username: ctx.username, password: 'Start1234' })).resolves.toBeTruthy();
      }
      if (live.value === 'loggedIn') {
        expect((await infoWith(ctx, ctx.path.token)).account).toBe(ctx.username);
      }
    },
  };
}
