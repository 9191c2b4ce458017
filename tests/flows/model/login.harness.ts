/**
 * The login machine against the reference platform: the actors are the platform client calls
 * the portal makes; each path picks accounts and arranges the platform so the real calls give
 * the outcomes the path names, then checks the platform after every step.
 */
import { randomUUID } from 'node:crypto';
import { fromPromise, waitFor, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { callLogin, loginActors } from '../../../src/portal/features/login/actors.ts';
import { nodeEnv, gatedActors, type NodeEnv } from './node-env.ts';
import { expect } from 'vitest';
import { loginMachine, type LoginPayload } from '../../../flows/login.machine.ts';
import { loginModelInput } from '../../../flows/paths/login.model.ts';
import type { LoginResult, MemberInfo } from '../../../flows/types.ts';
import { DEFAULT_PASSWORD, seedMobile } from '../../../src/platform/seed.ts';
import { defaultPolicy } from '../../../src/platform/policy.ts';
import { captchaAnswer, createPathClient, freshIp, observerClient, outboxCode, type PathClient, type TestPlatform } from './platform.ts';
import type { ModelHarness } from './runner.ts';
import { scenarioOf } from './common.ts';
import { tokenActions } from '../../../src/portal/features/signIn/index.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface LoginPathContext {
  tp: TestPlatform;
  merchant: string;
  path: PathClient;
  deviceId: string;
  username: string;
  password: string;
  mobile: string;
  restore: (() => Promise<void>) | null;
  ip: string | null;
  /** The member closes the provider's pop-up instead of signing in. */
  popupClosed: boolean;
  /** The portal's storage, navigation and platform client for this path (Node adapters). */
  env: NodeEnv;
}

export interface LoginActorsOverride {
  submitLogin?: (input: LoginPayload, ctx: LoginPathContext) => Promise<LoginResult>;
}

async function memberByName(tp: TestPlatform, merchant: string, username: string) {
  const member = await tp.platform.stores.members.findByUsername(merchant, username);
  if (!member) throw new Error(`seed account ${username} missing on ${merchant}`);
  return member;
}

export function loginHarness(tp: TestPlatform, override: LoginActorsOverride = {}): ModelHarness<LoginPathContext> {
  return {
    name: 'login',
    async setup(path) {
      tp.clock.advance(20 * 60 * 1000); // past captcha windows and rate-limit blocks of earlier paths
      const usesSms = path.steps.some((s) => s.event.type === 'USE_SMS');
      const merchant = usesSms ? 'vnlotto' : 'bdwin';
      const scenario = scenarioOf(path, 'submitLogin');
      const ip = scenario === 'error:unregistered IP' ? freshIp() : null;
      const firstLogin = scenario === 'done:first login';
      const username = firstLogin ? 'newbie01' : 'member01';
      const password = firstLogin ? DEFAULT_PASSWORD : scenario === 'error:wrong password, captcha' ? 'Wrong@9999' : 'Member@123';
      const merchantConfig = tp.platform.merchants.byCode(merchant);
      if (!merchantConfig) throw new Error(`merchant ${merchant} missing`);
      const mobile = seedMobile(merchantConfig, firstLogin ? 4 : 1);
      const path_ = createPathClient(tp.platform, merchant, ip);
      const deviceId = randomUUID();
      const ctx: LoginPathContext = {
        tp, merchant, path: path_, deviceId, username, password, mobile, restore: null, popupClosed: false, ip, env: nodeEnv(path_, deviceId, merchant),
      };
      if (scenarioOf(path, 'quickLogin') === 'done:quick') {
        // This device remembered member01 at an earlier password login: the portal's own call
        // with "remember this device" ticked keeps the platform's quick-login token.
        await callLogin(ctx.env, { type: 'username', username: 'member01', password: 'Member@123' }, true);
        ctx.path.token = null;
      }
      // A refused quick login: the device holds a token the platform never issued (or revoked).
      if (scenarioOf(path, 'quickLogin') === 'error:refused') ctx.env.local.setItem(`quickLoginToken:${merchant}`, `revoked-${randomUUID()}`);
      const now = tp.clock.now();
      if (scenario === 'done:password expired') {
        const member = await memberByName(tp, merchant, username);
        await tp.platform.stores.members.setPassword(member.id, member.passwordHash, false, now - 200 * DAY);
        ctx.restore = () => tp.platform.stores.members.setPassword(member.id, member.passwordHash, false, tp.clock.now());
      }
      if (scenario === 'error:refused') {
        // Arrange a blocked account: as many failures as the rule allows, recorded by the platform's own limiter.
        const rule = defaultPolicy().rules.loginFailuresPerAccount;
        for (const key of [`login:acct:${merchant}:${username}`, `login:acct:${merchant}:mobile:${mobile}`]) {
          for (let i = 0; i <= rule.max; i++) await tp.platform.stores.rateLimits.hit(key, rule, now);
        }
      }
      return ctx;
    },
    machine(ctx, gate) {
      const portal = loginActors(ctx.env, {
        rememberDevice: () => false,
        // The provider's pop-up, done over HTTP: the local identity provider signs a token.
        signInWithIdp: async (channel) => {
          if (ctx.popupClosed) throw new Error('sign-in pop-up closed, login failure, try again');
          const subject = `model-${ctx.deviceId}`;
          const response = await fetch(`${ctx.tp.platform.url}/idp/token`, {
            method: 'POST', headers: { 'content-type': 'application/json', Merchant: ctx.merchant },
            body: JSON.stringify({ channel, subject, name: 'Model Path', email: 'model@example.com' }),
          });
          if (!response.ok) throw new Error('sign-in pop-up closed');
          const body = (await response.json()) as { value: { idToken: string } };
          return { token: body.value.idToken };
        },
      });
      const actors = gatedActors(gate, {
        ...portal,
        ...(override.submitLogin ? { submitLogin: fromPromise<LoginResult, LoginPayload>(({ input }) => override.submitLogin!(input, ctx)) } : {}),
      });
      return loginMachine.provide({
        actors,
        actions: tokenActions(ctx.env),
      });
    },
    input: () => ({ ...loginModelInput, defaultPassword: DEFAULT_PASSWORD }),
    async arrange(outcomes, ctx) {
      for (const event of outcomes) {
        if (event.type === 'xstate.error.actor.loadMemberInfo') ctx.path.dropNext('/wps/member/info');
        if (event.type === 'xstate.error.actor.firstLogin') ctx.path.dropNext('/wps/member/firstLogin');
        if (event.type === 'xstate.error.actor.loadCaptcha') ctx.path.dropNext('/wps/captcha');
        if (event.type === 'xstate.error.actor.thirdPartySignIn') ctx.popupClosed = true;
        if (event.type === 'xstate.error.actor.requestVerificationCode') ctx.path.dropNext('/wps/verification/sms/noLogin');
        if (event.type === 'xstate.done.actor.submitLogin' && (event as { scenario?: string }).scenario === 'first login') {
          // A provider identity linked to the member still on the default password.
          const member = await memberByName(ctx.tp, ctx.merchant, 'newbie01');
          await ctx.tp.platform.stores.members.linkIdentity('google', `model-${ctx.deviceId}`, member.id);
        }
      }
    },
    async events(event, ctx, path, index, actor) {
      const live = actor.getSnapshot() as AnyMachineSnapshot;
      if (event.type === 'EDIT') {
        const values = { ...(event as unknown as { values: Record<string, string> }).values };
        if ('username' in values) Object.assign(values, { username: ` ${ctx.username} `, password: ` ${ctx.password} ` });
        if ('captcha' in values) values.captcha = (await captchaAnswer(ctx.tp.platform, ctx.merchant, ctx.deviceId)) ?? 'NONE';
        if ('mobileNum' in values) Object.assign(values, { mobileNum: ctx.mobile, code: (await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'login')) ?? '0000' });
        return [{ type: 'EDIT', values } as EventObject];
      }
      if (event.type === 'SUBMIT' && (live.context as { type: string }).type === 'sms' && scenarioOf(path, 'submitLogin', index)?.startsWith('done:')) {
        // The member types the code that arrived (asking for one first if the path never did).
        let code = await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'login');
        if (!code) {
          await ctx.path.client.call('loginSms', { mobileNum: ctx.mobile });
          code = await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'login');
        }
        return [{ type: 'EDIT', values: { code: code ?? '' } } as EventObject, event];
      }
      if (event.type === 'VERIFY') {
        return [{ type: 'VERIFY', code: (await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'loginVerify')) ?? '0000' } as EventObject];
      }
      return [event];
    },
    async check({ event, live }, ctx) {
      const flow = (live.value as { flow: unknown }).flow;
      const context = live.context as { result: LoginResult | null; member: MemberInfo | null; loggedIn: boolean; afterLoginModal: boolean; captchaImage: string | null };
      if (flow === 'loggedIn') {
        // The session is valid at the platform and belongs to the account that signed in.
        const info = await observerClient(ctx.tp.platform, ctx.merchant, ctx.path.token, ctx.ip).call('memberInfo');
        expect(info.account).toBe(context.member?.account);
        expect(context.loggedIn && context.afterLoginModal).toBe(true);
      }
      if (flow === 'mustChangePassword') {
        const info = await observerClient(ctx.tp.platform, ctx.merchant, ctx.path.token, ctx.ip).call('memberInfo');
        expect(info.account).toBe(ctx.username);
        expect(context.result?.firstTimeLogin || context.result?.passwordExpired).toBe(true);
      }
      if (event.type.startsWith('xstate.error.actor.') && (flow === 'passwordForm' || flow === 'smsForm')) {
        // No session survives a failed login.
        expect(ctx.path.token).toBeNull();
        await expect(observerClient(ctx.tp.platform, ctx.merchant, ctx.path.token, ctx.ip).call('memberInfo')).rejects.toMatchObject({ errorCode: expect.any(String) });
      }
      if (event.type === 'xstate.done.actor.loadCaptcha') {
        expect(typeof context.captchaImage, `captcha call failed: ${JSON.stringify((live.context as { error: unknown }).error)}`).toBe('string');
        expect(context.captchaImage).toMatch(/^(data:image\/png;base64,)?iVBOR/);
        expect(await captchaAnswer(ctx.tp.platform, ctx.merchant, ctx.deviceId)).toBeTruthy();
      }
      if (event.type === 'xstate.done.actor.requestVerificationCode') {
        expect(await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'loginVerify')).toMatch(/^\d+$/);
      }
      if (event.type === 'GET_CODE') {
        const child = live.children.smsCode as AnyActorRef;
        await waitFor(child, (s) => (s as AnyMachineSnapshot).hasTag('countdown'), { timeout: 10_000 });
        expect(await outboxCode(ctx.tp.platform, ctx.merchant, ctx.mobile, 'login')).toMatch(/^\d+$/);
      }
    },
    advanceClock: (ms, ctx) => ctx.tp.clock.advance(ms),
    async teardown(ctx) {
      await ctx.path.settle(); // calls still in flight must not land in the next path's time
      await ctx.restore?.();
    },
  };
}
