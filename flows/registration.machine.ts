/**
 * Registration (spec 4 "Registration", 5): username and mobile modes; the SMS button (sms,
 * loading, countdown of expiredMinutes × 60 s, via the smsCountdown child); the affiliate
 * lookup that hides the affiliate-code input on success and shows it on failure; a captcha
 * refreshed after a failed submit; age confirmation; on success store the token, load info,
 * close the modal and go to `/`.
 */
import { assign, fromPromise, raise, setup, type ActorRefFrom } from 'xstate';
import { smsCountdownMachine } from './smsCountdown.machine.ts';
import { effectiveField, registrationProblem, type RegisterMode, type RegistrationProblem, type RegistrationRules } from './rules/registration.ts';
import { trim, trimAll } from './rules/fields.ts';
import { toFlowError, type FlowError, type MemberInfo } from './types.ts';

export interface RegistrationInput {
  usernameRegister: boolean;
  mobileRegister: boolean;
  rules: RegistrationRules;
  captchaRefreshMs: number;
  smsThrottleMs: number;
  smsExpiredMinutes: number;
  /** The affiliate code of the registration link (or domain), looked up at start; null = none. */
  affiliateCode: string | null;
  /** Fixed "today" for the birthday check in tests; the portal leaves it out. */
  today?: string;
}

export interface RegistrationPayload {
  mode: RegisterMode;
  values: Record<string, string>;
  ageConfirmed: boolean;
}

export interface RegistrationContext {
  config: RegistrationInput;
  mode: RegisterMode;
  values: Record<string, string>;
  ageConfirmed: boolean;
  affiliateCode: string | null;
  affiliateHidden: boolean;
  captchaImage: string | null;
  problem: RegistrationProblem | null;
  error: FlowError | null;
  token: string | null;
  /** The account the registration signed in (its answer's username), stored with the token. */
  account: string | null;
  member: MemberInfo | null;
}

export type RegistrationEvent =
  | { type: 'EDIT'; values: Record<string, string> }
  | { type: 'CONFIRM_AGE'; confirmed: boolean }
  | { type: 'SWITCH_MODE'; mode: RegisterMode }
  | { type: 'GET_CODE' }
  | { type: 'SUBMIT' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'CAPTCHA_REQUIRED' };

const output = <T>(event: unknown) => (event as { output: T }).output;
const failure = (event: unknown) => (event as { error?: unknown }).error;

function today(context: RegistrationContext): Date {
  return context.config.today ? new Date(context.config.today) : new Date();
}

export function currentProblem(context: RegistrationContext): RegistrationProblem | null {
  return registrationProblem(context.values, context.mode, context.config.rules, context.ageConfirmed, today(context), context.affiliateHidden);
}

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    lookupAffiliate: fromPromise<{ affiliateCode: string }, { affiliateCode: string | null }>(async () => { throw new Error('lookupAffiliate is not provided'); }),
    loadCaptcha: fromPromise<{ image: string }, void>(async () => { throw new Error('loadCaptcha is not provided'); }),
    submitRegistration: fromPromise<{ token: string; username?: string }, RegistrationPayload>(async () => { throw new Error('submitRegistration is not provided'); }),
    loadMemberInfo: fromPromise<MemberInfo, { token: string }>(async () => { throw new Error('loadMemberInfo is not provided'); }),
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    formInvalid: ({ context }) => currentProblem(context) !== null,
    modeAvailable: ({ context, event }) =>
      event.type === 'SWITCH_MODE' && event.mode !== context.mode && (event.mode === 'username' ? context.config.usernameRegister : context.config.mobileRegister),
    smsCodeAvailable: ({ context }) =>
      effectiveField('verificationCode', context.mode, context.config.rules).shown && trim(context.values.mobileNum) !== '',
    captchaEnabled: ({ context }) => context.config.rules.fields.captcha?.shown === true,
  },
  actions: {
    // An emptied field is absent (not ''), so an optional field typed in and cleared again is
    // neither checked nor sent.
    edit: assign(({ context, event }) => (event.type === 'EDIT' ? { values: withoutBlanks({ ...context.values, ...event.values }), problem: null } : {})),
    confirmAge: assign(({ event }) => (event.type === 'CONFIRM_AGE' ? { ageConfirmed: event.confirmed } : {})),
    switchMode: assign(({ event }) => (event.type === 'SWITCH_MODE' ? { mode: event.mode, problem: null, error: null } : {})),
    flagProblem: assign(({ context }) => ({ problem: currentProblem(context) })),
    hideAffiliateInput: assign(({ event }) => ({ affiliateHidden: true, affiliateCode: output<{ affiliateCode: string }>(event).affiliateCode })),
    showAffiliateInput: assign({ affiliateHidden: false, affiliateCode: null }),
    requestSmsCode: ({ context, self }) => {
      const child = self.getSnapshot().children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined;
      child?.send({ type: 'SEND', mobileNum: context.values.mobileNum ?? '' });
    },
    setError: assign({ error: ({ event }) => toFlowError(failure(event)) }),
    storeResult: assign(({ event }) => {
      const value = output<{ token: string; username?: string }>(event);
      return { token: value.token, account: value.username ?? null };
    }),
    setMember: assign({ member: ({ event }) => output<MemberInfo>(event) }),
    refreshCaptcha: raise({ type: 'CAPTCHA_REQUIRED' }),
    setCaptchaImage: assign({ captchaImage: ({ event }) => output<{ image: string }>(event).image }),
    // Side effects the portal supplies.
    showLoader: () => {},
    hideLoader: () => {},
    /** Reads context.token and context.account (assigned just before). */
    storeToken: () => {},
    closeModal: () => {},
    goToRoot: () => {},
  },
  delays: {
    captchaRefresh: ({ context }) => context.config.captchaRefreshMs,
  },
}).createMachine({
  id: 'registration',
  type: 'parallel',
  context: ({ input }) => ({
    config: input,
    mode: input.usernameRegister || !input.mobileRegister ? 'username' : 'mobile',
    values: {},
    ageConfirmed: false,
    affiliateCode: null,
    affiliateHidden: false,
    captchaImage: null,
    problem: null,
    error: null,
    token: null,
    account: null,
    member: null,
  }),
  invoke: {
    id: 'sms',
    src: 'smsCountdown',
    input: ({ context }) => ({
      purpose: 'register' as const,
      fixedSeconds: null,
      fallbackMinutes: context.config.smsExpiredMinutes,
      throttleMs: context.config.smsThrottleMs,
    }),
  },
  states: {
    affiliate: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'lookupAffiliate',
            id: 'lookupAffiliate',
            input: ({ context }) => ({ affiliateCode: context.config.affiliateCode }),
            onDone: { target: 'hidden', actions: 'hideAffiliateInput' },
            onError: { target: 'shown', actions: 'showAffiliateInput' },
          },
        },
        hidden: {},
        shown: {},
      },
    },
    captcha: {
      initial: 'off',
      states: {
        off: { on: { CAPTCHA_REQUIRED: { guard: 'captchaEnabled', target: 'loading' } } },
        loading: {
          invoke: {
            src: 'loadCaptcha',
            id: 'loadCaptcha',
            onDone: { target: 'cooling', actions: 'setCaptchaImage' },
            onError: { target: 'cooling', actions: 'setError' },
          },
        },
        cooling: {
          after: { captchaRefresh: 'ready' },
          on: { REFRESH_CAPTCHA: 'coolingQueued', CAPTCHA_REQUIRED: 'coolingQueued' },
        },
        coolingQueued: { after: { captchaRefresh: 'loading' } },
        ready: { on: { REFRESH_CAPTCHA: 'loading', CAPTCHA_REQUIRED: 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          entry: 'refreshCaptcha',
          on: {
            EDIT: { actions: 'edit' },
            CONFIRM_AGE: { actions: 'confirmAge' },
            SWITCH_MODE: { guard: 'modeAvailable', actions: 'switchMode' },
            GET_CODE: { guard: 'smsCodeAvailable', actions: 'requestSmsCode' },
            SUBMIT: [
              { guard: 'formInvalid', actions: 'flagProblem' },
              { target: 'submitting' },
            ],
          },
        },
        submitting: {
          entry: 'showLoader',
          invoke: {
            src: 'submitRegistration',
            id: 'submitRegistration',
            input: ({ context }) => ({ mode: context.mode, values: registrationValues(context), ageConfirmed: context.ageConfirmed }),
            onDone: { target: 'loadingInfo', actions: ['storeResult', 'storeToken'] },
            // Back to editing, whose entry asks for a fresh captcha (spec 4: refresh on failure).
            onError: { target: 'editing', actions: ['hideLoader', 'setError'] },
          },
        },
        loadingInfo: {
          invoke: {
            src: 'loadMemberInfo',
            id: 'loadMemberInfo',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'registered', actions: ['setMember', 'hideLoader', 'closeModal', 'goToRoot'] },
            // The account exists and the token is stored: the app reloads the info later.
            onError: { target: 'registered', actions: ['hideLoader', 'closeModal', 'goToRoot'] },
          },
        },
        registered: { type: 'final' },
      },
    },
  },
});

function withoutBlanks(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => trim(value) !== ''));
}

/** The trimmed values sent (blank ones left out), with the affiliate code from the lookup when its input is hidden. */
export function registrationValues(context: RegistrationContext): Record<string, string> {
  const values = withoutBlanks(trimAll(context.values));
  if (context.affiliateHidden && context.affiliateCode) values.affiliateCode = context.affiliateCode;
  return values;
}
