/**
 * Forgot password (spec 4, 5, 8): by email (username + email; success shows in_been_out) and,
 * only when CHNGPASSVERIF3 is on, by phone (mobileNum, SMS code, new password; success logs in
 * automatically, loads info and goes to `/`).
 */
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { smsCountdownMachine } from './smsCountdown.machine.ts';
import { isBlank, trim } from './rules/fields.ts';
import { passwordProblem } from './rules/password.ts';
import type { PatternRule } from '../src/shared/patterns.ts';
import { toFlowError, type FlowError, type LoginResult, type MemberInfo } from './types.ts';

export interface ForgotPasswordInput {
  /** features.forgotPasswordByPhone (CHNGPASSVERIF3). */
  phoneTab: boolean;
  passwordRule?: PatternRule;
  smsThrottleMs: number;
  smsExpiredMinutes: number;
}

export interface ForgotPasswordFields {
  username: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

export interface ForgotPasswordContext {
  config: ForgotPasswordInput;
  fields: ForgotPasswordFields;
  /** The first problem of the tab shown, and the field it belongs to (shown next to that field). */
  formError: FieldProblem | null;
  error: FlowError | null;
  message: string | null;
  /** What the reset call answered (the reference platform returns a new session). */
  resetResult: unknown;
  result: LoginResult | null;
  member: MemberInfo | null;
}

export type ForgotPasswordEvent =
  | { type: 'EDIT'; values: Partial<ForgotPasswordFields> }
  | { type: 'SHOW_EMAIL' }
  | { type: 'SHOW_PHONE' }
  | { type: 'GET_CODE' }
  | { type: 'SUBMIT' };

export interface FieldProblem {
  field: keyof ForgotPasswordFields;
  messageKey: string;
}

const problem = (field: keyof ForgotPasswordFields, messageKey: string): FieldProblem => ({ field, messageKey });

/** The first problem of the email tab (spec 5: username and email required). */
export function emailTabError(fields: ForgotPasswordFields): FieldProblem | null {
  if (isBlank(fields.username)) return problem('username', 'error.inputEmpty');
  return isBlank(fields.email) ? problem('email', 'error.inputEmpty') : null;
}

/** The first problem of the phone tab (mobileNum, code and a password that fits the rule). */
export function phoneTabError(fields: ForgotPasswordFields, rule?: PatternRule): FieldProblem | null {
  if (isBlank(fields.mobileNum)) return problem('mobileNum', 'error.enterValidMobile');
  if (isBlank(fields.verificationCode)) return problem('verificationCode', 'error.enterValidCode');
  if (isBlank(fields.newPassword)) return problem('newPassword', 'error.inputEmpty');
  const key = passwordProblem(fields.newPassword, rule)?.messageKey;
  return key ? problem('newPassword', key) : null;
}

const output = <T>(event: unknown) => (event as { output: T }).output;

export const forgotPasswordMachine = setup({
  types: {
    input: {} as ForgotPasswordInput,
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    resetByEmail: fromPromise<{ message?: string | null }, { username: string; email: string }>(async () => { throw new Error('resetByEmail is not provided'); }),
    resetByPhone: fromPromise<unknown, { mobileNum: string; verificationCode: string; newPassword: string }>(async () => { throw new Error('resetByPhone is not provided'); }),
    /** Signs in with the new password, or takes the session the reset call already returned. */
    autoLogin: fromPromise<LoginResult, { mobileNum: string; password: string; resetResult: unknown }>(async () => { throw new Error('autoLogin is not provided'); }),
    loadMemberInfo: fromPromise<MemberInfo, { token: string }>(async () => { throw new Error('loadMemberInfo is not provided'); }),
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    phoneTabEnabled: ({ context }) => context.config.phoneTab,
    emailTabIncomplete: ({ context }) => emailTabError(context.fields) !== null,
    phoneTabIncomplete: ({ context }) => phoneTabError(context.fields, context.config.passwordRule) !== null,
    hasMobileNum: ({ context }) => !isBlank(context.fields.mobileNum),
  },
  actions: {
    edit: assign(({ context, event }) => (event.type === 'EDIT' ? { fields: { ...context.fields, ...event.values }, formError: null } : {})),
    flagEmailError: assign(({ context }) => ({ formError: emailTabError(context.fields) })),
    flagPhoneError: assign(({ context }) => ({ formError: phoneTabError(context.fields, context.config.passwordRule) })),
    requestSmsCode: ({ context, self }) => {
      const child = self.getSnapshot().children.sms as ActorRefFrom<typeof smsCountdownMachine> | undefined;
      child?.send({ type: 'SEND', mobileNum: context.fields.mobileNum });
    },
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null, formError: null }),
    rememberMessage: assign({ message: ({ event }) => output<{ message?: string | null }>(event)?.message ?? 'in_been_out' }),
    rememberReset: assign({ resetResult: ({ event }) => output<unknown>(event) }),
    storeResult: assign({ result: ({ event }) => output<LoginResult>(event) }),
    setMember: assign({ member: ({ event }) => output<MemberInfo>(event) }),
    showLoader: () => {},
    hideLoader: () => {},
    /** Reads context.result.token. */
    storeToken: () => {},
    closeModal: () => {},
    goToRoot: () => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    config: input,
    fields: { username: '', email: '', mobileNum: '', verificationCode: '', newPassword: '' },
    formError: null, error: null, message: null, resetResult: null, result: null, member: null,
  }),
  initial: 'email',
  states: {
    email: {
      on: {
        EDIT: { actions: 'edit' },
        SHOW_PHONE: { guard: 'phoneTabEnabled', target: 'phone', actions: 'clearError' },
        SUBMIT: [{ guard: 'emailTabIncomplete', actions: 'flagEmailError' }, { target: 'sendingEmail', actions: 'clearError' }],
      },
    },
    sendingEmail: {
      entry: 'showLoader',
      invoke: {
        src: 'resetByEmail',
        id: 'resetByEmail',
        input: ({ context }) => ({ username: trim(context.fields.username), email: trim(context.fields.email) }),
        onDone: { target: 'emailSent', actions: ['hideLoader', 'rememberMessage'] },
        onError: { target: 'email', actions: ['hideLoader', 'setError'] },
      },
    },
    emailSent: { type: 'final' },
    phone: {
      invoke: {
        id: 'sms',
        src: 'smsCountdown',
        input: ({ context }) => ({ purpose: 'forgotPassword' as const, fixedSeconds: null, fallbackMinutes: context.config.smsExpiredMinutes, throttleMs: context.config.smsThrottleMs }),
      },
      on: {
        EDIT: { actions: 'edit' },
        SHOW_EMAIL: { target: 'email', actions: 'clearError' },
        GET_CODE: { guard: 'hasMobileNum', actions: 'requestSmsCode' },
        SUBMIT: [{ guard: 'phoneTabIncomplete', actions: 'flagPhoneError' }, { target: 'resettingByPhone', actions: 'clearError' }],
      },
    },
    resettingByPhone: {
      entry: 'showLoader',
      invoke: {
        src: 'resetByPhone',
        id: 'resetByPhone',
        input: ({ context }) => ({ mobileNum: trim(context.fields.mobileNum), verificationCode: trim(context.fields.verificationCode), newPassword: context.fields.newPassword }),
        onDone: { target: 'loggingIn', actions: 'rememberReset' },
        onError: { target: 'phone', actions: ['hideLoader', 'setError'] },
      },
    },
    loggingIn: {
      invoke: {
        src: 'autoLogin',
        id: 'autoLogin',
        input: ({ context }) => ({ mobileNum: trim(context.fields.mobileNum), password: context.fields.newPassword, resetResult: context.resetResult }),
        onDone: { target: 'loadingInfo', actions: ['storeResult', 'storeToken'] },
        // The password is changed; the member can sign in by hand.
        onError: { target: 'passwordReset', actions: ['hideLoader', 'setError'] },
      },
    },
    loadingInfo: {
      invoke: {
        src: 'loadMemberInfo',
        id: 'loadMemberInfo',
        input: ({ context }) => ({ token: context.result?.token ?? '' }),
        onDone: { target: 'loggedIn', actions: ['setMember', 'hideLoader', 'closeModal', 'goToRoot'] },
        onError: { target: 'loggedIn', actions: ['hideLoader', 'closeModal', 'goToRoot'] },
      },
    },
    passwordReset: { type: 'final' },
    loggedIn: { type: 'final' },
  },
});
