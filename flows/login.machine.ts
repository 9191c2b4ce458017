/**
 * Login (spec 4 "Login", 5, 8): username + password (trimmed; a captcha once a failure asks for
 * one, refreshed at most once per captchaRefreshMs), SMS-code login (the code is the password,
 * get-code via the smsCountdown child), third-party channels, quick login, the extra step on
 * `login_verify_required` (unregistered IP, or 2FA), forced password change, then login + member
 * info, logged-in, after-login modal, home.
 *
 * Two regions: `flow` (the form and the calls) and `captcha` (hidden until a failure carries one).
 */
import { and, assign, fromPromise, not, raise, setup, type ActorRefFrom } from 'xstate';
import { smsCountdownMachine } from './smsCountdown.machine.ts';
import { loginFormError, passwordChangeForced } from './rules/login.ts';
import { trim } from './rules/fields.ts';
import { errorCarriesCaptcha, toFlowError, type FlowError, type LoginResult, type LoginType, type MemberInfo, type SignInChannel } from './types.ts';

export interface LoginInput {
  smsLogin: boolean;
  thirdPartySignIn: SignInChannel[];
  quickLogin: boolean;
  forcePasswordChange: boolean;
  passwordExpiryOn: boolean;
  defaultPassword: string | null;
  captchaRefreshMs: number;
  smsThrottleMs: number;
  loginSmsCountdownSeconds: number;
  smsExpiredMinutes: number;
}

/** What submitLogin sends (spec 3 login payload, trimmed); verificationCode only after a verify step. */
export interface LoginPayload {
  type: LoginType;
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  verificationCode?: string;
  channel?: SignInChannel;
  idToken?: string;
}

export type VerificationKind = 'ip' | 'twoFactor';

export interface LoginContext {
  config: LoginInput;
  type: LoginType;
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  code: string;
  channel: SignInChannel | null;
  firebaseToken: string;
  /** The code typed in the verification step (unregistered IP or 2FA). */
  verificationCode: string | null;
  /** What login_verify_required said (e.g. the masked mobile number). */
  verification: Record<string, unknown> | null;
  captchaShown: boolean;
  captchaImage: string | null;
  result: LoginResult | null;
  member: MemberInfo | null;
  formError: string | null;
  error: FlowError | null;
  afterLoginModal: boolean;
  loggedIn: boolean;
}

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'code';

export type LoginEvent =
  | { type: 'EDIT'; values: Partial<Record<LoginField, string>> }
  | { type: 'SUBMIT' }
  | { type: 'USE_SMS' }
  | { type: 'USE_PASSWORD' }
  | { type: 'GET_CODE' }
  | { type: 'THIRD_PARTY'; channel: SignInChannel }
  | { type: 'QUICK_LOGIN' }
  | { type: 'VERIFY'; code: string }
  | { type: 'CANCEL' }
  | { type: 'RESEND_CODE' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'CAPTCHA_REQUIRED' };

const failure = (event: unknown) => (event as { error?: unknown }).error;
const output = <T>(event: unknown) => (event as { output: T }).output;

function challengeValue(event: unknown): Record<string, unknown> {
  const value = toFlowError(failure(event)).value;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    submitLogin: fromPromise<LoginResult, LoginPayload>(async () => { throw new Error('submitLogin is not provided'); }),
    /** The same login call, answering the two-factor step (its own actor: its outcomes lead elsewhere). */
    submitCode: fromPromise<LoginResult, LoginPayload>(async () => { throw new Error('submitCode is not provided'); }),
    quickLogin: fromPromise<LoginResult, void>(async () => { throw new Error('quickLogin is not provided'); }),
    thirdPartySignIn: fromPromise<{ token: string }, { channel: SignInChannel }>(async () => { throw new Error('thirdPartySignIn is not provided'); }),
    firstLogin: fromPromise<void, { token: string }>(async () => { throw new Error('firstLogin is not provided'); }),
    loadMemberInfo: fromPromise<MemberInfo, { token: string }>(async () => { throw new Error('loadMemberInfo is not provided'); }),
    loadCaptcha: fromPromise<{ image: string }, void>(async () => { throw new Error('loadCaptcha is not provided'); }),
    /** Sends the unregistered-IP code to the member's own number (smsNoLogin, purpose loginVerify). */
    requestVerificationCode: fromPromise<unknown, { username: string }>(async () => { throw new Error('requestVerificationCode is not provided'); }),
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    formIncomplete: ({ context }) =>
      loginFormError({ username: context.username, password: context.password, captcha: context.captcha, mobileNum: context.mobileNum, code: context.code }, context.type, context.captchaShown) !== null,
    smsLoginEnabled: ({ context }) => context.config.smsLogin,
    channelEnabled: ({ context, event }) => event.type === 'THIRD_PARTY' && context.config.thirdPartySignIn.includes(event.channel),
    quickLoginEnabled: ({ context }) => context.config.quickLogin,
    hasMobileNum: ({ context }) => trim(context.mobileNum) !== '',
    hasVerificationCode: ({ event }) => event.type === 'VERIFY' && trim(event.code) !== '',
    verificationRequired: ({ event }) => toFlowError(failure(event)).errorCode === 'login_verify_required',
    isTwoFactorChallenge: ({ event }) => {
      const value = challengeValue(event);
      return value.kind === 'twoFactor' || value.verifyType === 'totp' || value.verifyType === '2fa';
    },
    errorCarriesCaptcha: ({ event }) => errorCarriesCaptcha(failure(event)),
    codeRefused: ({ event }) => isCodeError(toFlowError(failure(event)).errorCode),
    wasSmsLogin: ({ context }) => context.type === 'sms',
    isFirstLogin: ({ event }) => output<LoginResult>(event).firstTimeLogin === true,
    passwordChangeForced: ({ context, event }) => {
      // On a login call's done event the result is in the event; after firstLogin, in context.
      const type = (event as { type: string }).type;
      const result = type === 'xstate.done.actor.submitLogin' || type === 'xstate.done.actor.submitCode' ? output<LoginResult>(event) : context.result;
      return passwordChangeForced(result ?? {}, context.type, context.password, context.config);
    },
  },
  actions: {
    edit: assign(({ event }) => (event.type === 'EDIT' ? { ...event.values, formError: null } : {})),
    flagIncomplete: assign(({ context }) => ({
      formError: loginFormError({ username: context.username, password: context.password, captcha: context.captcha, mobileNum: context.mobileNum, code: context.code }, context.type, context.captchaShown),
    })),
    usePassword: assign({ type: 'username', error: null, formError: null }),
    useSms: assign({ type: 'sms', error: null, formError: null }),
    useChannel: assign(({ event }) => (event.type === 'THIRD_PARTY' ? { type: 'firebase' as const, channel: event.channel, error: null } : {})),
    rememberFirebaseToken: assign(({ event }) => ({ firebaseToken: output<{ token: string }>(event).token })),
    setVerificationCode: assign(({ event }) => (event.type === 'VERIFY' ? { verificationCode: trim(event.code) } : {})),
    rememberVerification: assign(({ event }) => ({ verification: challengeValue(event), verificationCode: null })),
    clearVerification: assign({ verificationCode: null, verification: null }),
    requestLoginSmsCode: ({ context, self }) => {
      const child = self.getSnapshot().children.smsCode as ActorRefFrom<typeof smsCountdownMachine> | undefined;
      child?.send({ type: 'SEND', mobileNum: context.mobileNum });
    },
    setError: assign({ error: ({ event }) => toFlowError(failure(event)) }),
    storeResult: assign({ result: ({ event }) => output<LoginResult>(event) }),
    setMember: assign({ member: ({ event }) => output<MemberInfo>(event) }),
    setLoggedIn: assign({ loggedIn: true }),
    flagAfterLoginModal: assign({ afterLoginModal: true }),
    forgetSession: assign({ result: null, member: null, loggedIn: false }),
    showCaptcha: raise({ type: 'CAPTCHA_REQUIRED' }),
    markCaptchaShown: assign({ captchaShown: true, captcha: '' }),
    setCaptchaImage: assign({ captchaImage: ({ event }) => output<{ image: string }>(event).image }),
    // Side effects the portal supplies: session storage, loader, modals, navigation.
    showLoader: () => {},
    hideLoader: () => {},
    /** Reads context.result.token (assigned just before). */
    storeToken: () => {},
    clearToken: () => {},
    openChangePassword: () => {},
    goHome: () => {},
  },
  delays: {
    captchaRefresh: ({ context }) => context.config.captchaRefreshMs,
  },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: ({ input }) => ({
    config: input,
    type: 'username',
    username: '', password: '', captcha: '', mobileNum: '', code: '',
    channel: null, firebaseToken: '', verificationCode: null, verification: null,
    captchaShown: false, captchaImage: null,
    result: null, member: null, formError: null, error: null,
    afterLoginModal: false, loggedIn: false,
  }),
  states: {
    flow: {
      initial: 'passwordForm',
      states: {
        passwordForm: {
          on: {
            EDIT: { actions: 'edit' },
            SUBMIT: [
              { guard: 'formIncomplete', actions: 'flagIncomplete' },
              { target: 'submitting', actions: 'clearVerification' },
            ],
            USE_SMS: { guard: 'smsLoginEnabled', target: 'smsForm', actions: 'useSms' },
            THIRD_PARTY: { guard: 'channelEnabled', target: 'thirdParty', actions: 'useChannel' },
            QUICK_LOGIN: { guard: 'quickLoginEnabled', target: 'quickLogin', actions: 'usePassword' },
          },
        },
        smsForm: {
          invoke: {
            id: 'smsCode',
            src: 'smsCountdown',
            input: ({ context }) => ({
              purpose: 'login' as const,
              fixedSeconds: context.config.loginSmsCountdownSeconds,
              fallbackMinutes: context.config.smsExpiredMinutes,
              throttleMs: context.config.smsThrottleMs,
            }),
          },
          on: {
            EDIT: { actions: 'edit' },
            GET_CODE: { guard: 'hasMobileNum', actions: 'requestLoginSmsCode' },
            SUBMIT: [
              { guard: 'formIncomplete', actions: 'flagIncomplete' },
              { target: 'submitting', actions: 'clearVerification' },
            ],
            USE_PASSWORD: { target: 'passwordForm', actions: 'usePassword' },
          },
        },
        thirdParty: {
          invoke: {
            src: 'thirdPartySignIn',
            id: 'thirdPartySignIn',
            input: ({ context }) => ({ channel: context.channel ?? 'google' }),
            onDone: { target: 'submitting', actions: 'rememberFirebaseToken' },
            onError: { target: 'passwordForm', actions: ['usePassword', 'setError'] },
          },
        },
        quickLogin: {
          entry: 'showLoader',
          invoke: {
            src: 'quickLogin',
            id: 'quickLogin',
            onDone: { target: 'loadingInfo', actions: ['storeResult', 'storeToken'] },
            onError: { target: 'passwordForm', actions: ['hideLoader', 'setError'] },
          },
        },
        submitting: {
          entry: 'showLoader',
          invoke: {
            src: 'submitLogin',
            id: 'submitLogin',
            input: ({ context }) => loginPayload(context),
            onDone: [
              { guard: 'isFirstLogin', target: 'firstLogin', actions: ['storeResult', 'storeToken'] },
              { guard: 'passwordChangeForced', target: 'mustChangePassword', actions: ['storeResult', 'storeToken', 'hideLoader', 'openChangePassword'] },
              { target: 'loadingInfo', actions: ['storeResult', 'storeToken'] },
            ],
            onError: [
              { guard: and(['verificationRequired', 'isTwoFactorChallenge']), target: 'twoFactor', actions: ['hideLoader', 'rememberVerification', 'setError'] },
              { guard: 'verificationRequired', target: 'ipVerification', actions: ['hideLoader', 'rememberVerification', 'setError'] },
              { guard: 'wasSmsLogin', target: 'smsForm', actions: ['hideLoader', 'setError'] },
              { guard: and(['errorCarriesCaptcha', not('wasSmsLogin')]), target: 'passwordForm', actions: ['hideLoader', 'usePassword', 'setError', 'showCaptcha'] },
              { target: 'passwordForm', actions: ['hideLoader', 'usePassword', 'setError'] },
            ],
          },
        },
        // The code goes to the member's registered number as soon as the step opens.
        ipVerification: {
          initial: 'sendingCode',
          on: {
            CANCEL: { target: 'passwordForm', actions: ['clearVerification', 'usePassword'] },
          },
          states: {
            sendingCode: {
              invoke: {
                src: 'requestVerificationCode',
                id: 'requestVerificationCode',
                input: ({ context }) => ({ username: trim(context.username) }),
                onDone: 'awaitingCode',
                onError: { target: 'awaitingCode', actions: 'setError' },
              },
            },
            awaitingCode: {
              on: {
                VERIFY: { guard: 'hasVerificationCode', target: '#login.flow.submitting', actions: 'setVerificationCode' },
                RESEND_CODE: 'sendingCode',
              },
            },
          },
        },
        // The password was right: a refused code keeps the member here to type it again (the
        // platform keeps the challenge open, so no new password or captcha is asked).
        twoFactor: {
          initial: 'awaitingCode',
          on: {
            CANCEL: { target: 'passwordForm', actions: ['clearVerification', 'usePassword'] },
          },
          states: {
            awaitingCode: {
              on: {
                VERIFY: { guard: 'hasVerificationCode', target: 'checkingCode', actions: 'setVerificationCode' },
              },
            },
            checkingCode: {
              entry: 'showLoader',
              invoke: {
                src: 'submitCode',
                id: 'submitCode',
                input: ({ context }) => loginPayload(context),
                // A member enrolled in two-factor login has signed in before: never a first login.
                onDone: [
                  { guard: 'passwordChangeForced', target: '#login.flow.mustChangePassword', actions: ['storeResult', 'storeToken', 'hideLoader', 'openChangePassword'] },
                  { target: '#login.flow.loadingInfo', actions: ['storeResult', 'storeToken'] },
                ],
                onError: [
                  { guard: 'codeRefused', target: 'awaitingCode', actions: ['hideLoader', 'setError'] },
                  { target: '#login.flow.passwordForm', actions: ['hideLoader', 'clearVerification', 'usePassword', 'setError'] },
                ],
              },
            },
          },
        },
        firstLogin: {
          invoke: {
            src: 'firstLogin',
            id: 'firstLogin',
            input: ({ context }) => ({ token: context.result?.token ?? '' }),
            onDone: [
              { guard: 'passwordChangeForced', target: 'mustChangePassword', actions: ['hideLoader', 'openChangePassword'] },
              { target: 'loadingInfo' },
            ],
            onError: { target: 'passwordForm', actions: ['hideLoader', 'clearToken', 'forgetSession', 'usePassword', 'setError'] },
          },
        },
        loadingInfo: {
          invoke: {
            src: 'loadMemberInfo',
            id: 'loadMemberInfo',
            input: ({ context }) => ({ token: context.result?.token ?? '' }),
            onDone: { target: 'loggedIn', actions: ['setMember', 'setLoggedIn', 'flagAfterLoginModal', 'hideLoader', 'goHome'] },
            onError: { target: 'passwordForm', actions: ['hideLoader', 'clearToken', 'forgetSession', 'usePassword', 'setError'] },
          },
        },
        mustChangePassword: { type: 'final' },
        loggedIn: { type: 'final' },
      },
    },
    captcha: {
      initial: 'hidden',
      states: {
        hidden: { on: { CAPTCHA_REQUIRED: { target: 'loading', actions: 'markCaptchaShown' } } },
        loading: {
          invoke: {
            src: 'loadCaptcha',
            id: 'loadCaptcha',
            onDone: { target: 'cooling', actions: 'setCaptchaImage' },
            onError: { target: 'cooling', actions: 'setError' },
          },
        },
        // At most one image per captchaRefreshMs: a refresh asked while cooling waits for the end.
        cooling: {
          after: { captchaRefresh: 'ready' },
          on: { REFRESH_CAPTCHA: 'coolingQueued', CAPTCHA_REQUIRED: 'coolingQueued' },
        },
        coolingQueued: { after: { captchaRefresh: 'loading' } },
        ready: { on: { REFRESH_CAPTCHA: 'loading', CAPTCHA_REQUIRED: 'loading' } },
      },
    },
  },
});

/** Error codes of a refused authenticator or recovery code, as opposed to the password's. */
export const isCodeError = (errorCode: string | null | undefined): boolean =>
  errorCode === 'verification.code.invalid' || errorCode === 'verification.code.used';

/** The trimmed payload of spec 3/5: the SMS code is the password; firebase sends its id token. */
export function loginPayload(context: LoginContext): LoginPayload {
  if (context.type === 'sms') return { type: 'sms', mobileNum: trim(context.mobileNum), password: trim(context.code) };
  if (context.type === 'firebase') return { type: 'firebase', idToken: context.firebaseToken, ...(context.channel ? { channel: context.channel } : {}) };
  return {
    type: 'username',
    username: trim(context.username),
    password: trim(context.password),
    ...(context.captchaShown ? { captcha: trim(context.captcha) } : {}),
    ...(context.verificationCode ? { verificationCode: context.verificationCode } : {}),
  };
}
