/**
 * Registration and the SMS button against the reference platform. The registration rules come
 * from the platform (`registerSettings`) and the merchant's switches, as in the portal; each
 * path fills every field those rules require with real data (captcha answer, SMS code from
 * the outbox), and checks the new account at the platform (session, upline from the link).
 */
import { randomUUID } from 'node:crypto';
import { type AnyMachineSnapshot, type EventObject } from 'xstate';
import { expect } from 'vitest';
import { registrationMachine, type RegistrationInput } from '../../../flows/registration.machine.ts';
import { smsCountdownMachine, type SmsCodeRequest, type SmsCountdownInput } from '../../../flows/smsCountdown.machine.ts';
import { effectiveField, shownFields, type RegistrationRules } from '../../../flows/rules/registration.ts';
import { captchaAnswer, createPathClient, observerClient, outboxCode, type PathClient, type TestPlatform } from './platform.ts';
import { gated, scenarioOf } from './common.ts';
import { registrationActors } from '../../../src/portal/features/registration/actors.ts';
import { requestSmsCode } from '../../../src/portal/features/smsCountdown/index.ts';
import { tokenActions } from '../../../src/portal/features/signIn/index.ts';
import { gatedActors, nodeEnv, type NodeEnv } from './node-env.ts';
import type { ModelHarness } from './runner.ts';

const MINUTE = 60_000;
let counter = 0;

interface RegistrationContext {
  tp: TestPlatform;
  merchant: string;
  path: PathClient;
  deviceId: string;
  /** The portal's storage and navigation for this path (Node adapters). */
  env: NodeEnv;
  rules: RegistrationRules;
  affiliateCode: string | null;
  username: string;
  mobile: string;
  password: string;
}

/** A fresh number that fits bdwin's rule (^01[3-9][0-9]{8}$). */
function freshMobile(): string {
  counter += 1;
  return `0175${String(1_000_000 + counter).slice(-7)}`;
}

async function codeFor(ctx: RegistrationContext, mobile: string): Promise<string> {
  await ctx.path.settle();
  let code = await outboxCode(ctx.tp.platform, ctx.merchant, mobile, 'register');
  if (!code) {
    // The member presses the SMS button (outside this machine's chart: the smsCountdown child).
    await observerClient(ctx.tp.platform, ctx.merchant, null).call('smsRegister', { mobileNo: mobile }).catch(() => null);
    code = await outboxCode(ctx.tp.platform, ctx.merchant, mobile, 'register');
  }
  return code ?? '0000';
}

export function registrationHarness(tp: TestPlatform): ModelHarness<RegistrationContext> {
  return {
    name: 'registration',
    async setup(path) {
      tp.clock.advance(20 * MINUTE);
      const merchant = 'bdwin';
      const path_ = createPathClient(tp.platform, merchant);
      const settings = await path_.client.call('registerSettings');
      const features = tp.platform.merchants.byCode(merchant)!.features;
      counter += 1;
      const refused = scenarioOf(path, 'submitRegistration') === 'error:refused';
      const deviceId = randomUUID();
      return {
        tp, merchant, path: path_, deviceId, env: nodeEnv(path_, deviceId, merchant),
        rules: {
          // The platform's settings are the merchant schema's Registration; the rules read them by field name.
          fields: settings.fields as RegistrationRules['fields'],
          smsVerification: features.registerSmsVerification,
          mobilePassword: features.mobileRegisterPassword,
          ageConfirmation: settings.ageConfirmation,
          birthdayMinAge: settings.birthdayMinAge,
        },
        affiliateCode: scenarioOf(path, 'lookupAffiliate') === 'done:domain has an agent' ? 'AGENT01' : 'NOSUCH99',
        // A taken username makes the platform refuse the registration.
        username: refused ? 'member01' : `reg${String(10_000 + counter).slice(-5)}`,
        mobile: freshMobile(),
        password: 'Secret123',
      };
    },
    machine(ctx, gate) {
      return registrationMachine.provide({
        actors: gatedActors(gate, registrationActors(ctx.env)),
        // The registration keeps its answer's token and account (context.token, context.account).
        actions: { storeToken: ({ context }) => tokenActions(ctx.env).storeToken({ context: { result: context.token ? { token: context.token, username: context.account } : null } }) },
      });
    },
    input: (ctx): RegistrationInput => ({
      usernameRegister: true, mobileRegister: true, rules: ctx.rules, captchaRefreshMs: 1000, smsThrottleMs: 1000, smsExpiredMinutes: 5,
      affiliateCode: ctx.affiliateCode,
    }),
    arrange(outcomes, ctx) {
      for (const e of outcomes) {
        if (e.type === 'xstate.error.actor.loadCaptcha') ctx.path.dropNext('/wps/captcha');
        if (e.type === 'xstate.error.actor.loadMemberInfo') ctx.path.dropNext('/wps/member/info');
      }
    },
    async events(event, ctx, _path, _index, actor) {
      if (event.type !== 'EDIT') return [event];
      const live = actor.getSnapshot() as AnyMachineSnapshot;
      const mode = (live.context as { mode: 'username' | 'mobile' }).mode;
      const values: Record<string, string> = {};
      // Every field the platform's rules require in this mode, with valid data.
      for (const field of shownFields(mode, ctx.rules)) {
        if (!effectiveField(field, mode, ctx.rules).required) continue;
        if (field === 'username') values.username = ctx.username;
        else if (field === 'password' || field === 'confirmPassword') values[field] = ctx.password;
        else if (field === 'mobileNum') values.mobileNum = ctx.mobile;
        else if (field === 'captcha') {
          await ctx.path.settle();
          values.captcha = (await captchaAnswer(ctx.tp.platform, ctx.merchant, ctx.deviceId)) ?? 'NONE';
        } else if (field === 'verificationCode') values.verificationCode = await codeFor(ctx, ctx.mobile);
        else throw new Error(`the registration harness has no data for required field ${field}`);
      }
      return [{ type: 'EDIT', values } as EventObject];
    },
    async check({ event, live }, ctx) {
      const context = live.context as { affiliateHidden: boolean; affiliateCode: string | null; token: string | null; mode: string };
      if (event.type === 'xstate.done.actor.lookupAffiliate') expect(context.affiliateCode).toBe('AGENT01');
      if (event.type === 'xstate.error.actor.lookupAffiliate') expect(context.affiliateHidden).toBe(false);
      if (event.type === 'xstate.done.actor.submitRegistration') {
        // The account exists and the session is valid; a link's agent became the upline.
        const info = await observerClient(ctx.tp.platform, ctx.merchant, context.token).call('memberInfo');
        expect(info.account).toBe(context.mode === 'username' ? ctx.username : ctx.mobile);
        if (context.affiliateHidden) expect(info.toUpline).toBe('agent01');
      }
      if (event.type === 'xstate.error.actor.submitRegistration') {
        expect(context.token).toBeNull();
        expect(await ctx.tp.platform.stores.members.findByMobile(ctx.merchant, ctx.mobile)).toBeNull();
      }
    },
    advanceClock: (ms, ctx) => ctx.tp.clock.advance(ms),
    teardown: async (ctx) => { await ctx.path.settle(); },
  };
}

// ---------------------------------------------------------------- the SMS button on its own

interface SmsContext {
  tp: TestPlatform;
  path: PathClient;
  mobile: string;
  codesBefore: number;
}

export function smsCountdownHarness(tp: TestPlatform): ModelHarness<SmsContext> {
  return {
    name: 'smsCountdown',
    async setup(path) {
      tp.clock.advance(20 * MINUTE);
      // A refused request: the number already has an account.
      const mobile = scenarioOf(path, 'requestSmsCode') === 'error:refused'
        ? (await tp.platform.stores.members.findByUsername('bdwin', 'member01'))!.mobile!
        : freshMobile();
      return { tp, path: createPathClient(tp.platform, 'bdwin'), mobile, codesBefore: 0 };
    },
    machine(ctx, gate) {
      return smsCountdownMachine.provide({
        actors: { requestSmsCode: gated(gate)('requestSmsCode', (input: SmsCodeRequest) => requestSmsCode(nodeEnv(ctx.path, randomUUID(), 'bdwin'), input)) },
      });
    },
    input: (): SmsCountdownInput => ({ purpose: 'register', fixedSeconds: null, fallbackMinutes: 5, throttleMs: 1000 }),
    events(event, ctx) {
      return [event.type === 'SEND' ? ({ type: 'SEND', mobileNum: (event as unknown as { mobileNum: string }).mobileNum.trim() ? ctx.mobile : ' ' } as EventObject) : event];
    },
    async check({ event, live }, ctx) {
      const sent = await ctx.tp.platform.stores.sms.latest('bdwin', { mobile: ctx.mobile, purpose: 'register' }, 20);
      if (event.type === 'xstate.done.actor.requestSmsCode') {
        // One code in the outbox; the countdown is the platform's expiredMinutes × 60 s.
        expect(sent).toHaveLength(1);
        const expiredMinutes = ctx.tp.platform.merchants.byCode('bdwin')!.constants.smsExpiredMinutes;
        expect(live.context.countdownMs).toBe(expiredMinutes * 60_000);
        expect(live.hasTag('countdown')).toBe(true);
      }
      if (event.type === 'xstate.error.actor.requestSmsCode') {
        expect(sent).toHaveLength(0);
        expect(live.context.error?.errorCode).toBe('mobile.exists');
      }
      if (event.type.startsWith('xstate.after.countdown')) {
        // The countdown is over at the platform too: a new code may be requested and replaces the old.
        await ctx.path.client.call('smsRegister', { mobileNo: ctx.mobile });
        expect(await ctx.tp.platform.stores.sms.latest('bdwin', { mobile: ctx.mobile, purpose: 'register' }, 20)).toHaveLength(2);
      }
    },
    advanceClock: (ms, ctx) => ctx.tp.clock.advance(ms),
    teardown: async (ctx) => { await ctx.path.settle(); },
  };
}
