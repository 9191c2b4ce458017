/**
 * The SMS code button (spec 4 "SMS countdown"), reused by login, registration and forgot
 * password: `sms` (idle) → `loading` → `countdown` until a deadline, then `sms` again. A
 * failed request shows the server message and the button stays throttled for one interval
 * (get-code at most once per `throttleMs`). Only the deadline is kept, never a ticking counter.
 */
import { assign, fromPromise, setup } from 'xstate';
import { deadlineAfter, smsCountdownSeconds } from './rules/throttle.ts';
import { isBlank } from './rules/fields.ts';
import { toFlowError, type FlowError } from './types.ts';

export type SmsPurpose = 'login' | 'register' | 'forgotPassword';

export interface SmsCountdownInput {
  purpose: SmsPurpose;
  /** Login uses a fixed 60 s (constants.loginSmsCountdownSeconds); others expiredMinutes × 60. */
  fixedSeconds: number | null;
  /** Used when the response carries no expiredMinutes (constants.smsExpiredMinutes). */
  fallbackMinutes: number;
  /** constants.smsThrottleMs. */
  throttleMs: number;
}

export interface SmsCodeRequest {
  purpose: SmsPurpose;
  mobileNum: string;
}

/** What requestSmsCode resolves to: the spec's `value.expiredMinutes` when the call gives one. */
export interface SmsCodeSent {
  expiredMinutes?: number | null;
}

export interface SmsCountdownContext extends SmsCountdownInput {
  mobileNum: string;
  countdownMs: number;
  deadline: number | null;
  error: FlowError | null;
}

export type SmsCountdownEvent = { type: 'SEND'; mobileNum: string } | { type: 'RESET' };

export const smsCountdownMachine = setup({
  types: {
    input: {} as SmsCountdownInput,
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
  },
  actors: {
    requestSmsCode: fromPromise<SmsCodeSent, SmsCodeRequest>(async () => {
      throw new Error('requestSmsCode is not provided');
    }),
  },
  guards: {
    hasMobileNum: ({ event }) => event.type === 'SEND' && !isBlank(event.mobileNum),
  },
  actions: {
    rememberMobileNum: assign({
      mobileNum: ({ event }) => (event.type === 'SEND' ? event.mobileNum.trim() : ''),
      error: null,
    }),
    startCountdown: assign(({ context, event }) => {
      const output = (event as unknown as { output?: SmsCodeSent }).output ?? {};
      const seconds = smsCountdownSeconds(context.fixedSeconds, output.expiredMinutes, context.fallbackMinutes);
      return { countdownMs: seconds * 1000, deadline: deadlineAfter(Date.now(), seconds) };
    }),
    clearDeadline: assign({ deadline: null }),
    rememberError: assign({ error: ({ event }) => toFlowError((event as unknown as { error: unknown }).error) }),
    /** The UI shows the server message in a warning dialog (spec 8); provided by the portal. */
    showSmsError: () => {},
  },
  delays: {
    countdown: ({ context }) => context.countdownMs,
    throttle: ({ context }) => context.throttleMs,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ ...input, mobileNum: '', countdownMs: 0, deadline: null, error: null }),
  initial: 'sms',
  states: {
    sms: {
      tags: ['sms'],
      on: { SEND: { guard: 'hasMobileNum', target: 'loading', actions: 'rememberMobileNum' } },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'requestSmsCode',
        src: 'requestSmsCode',
        input: ({ context }) => ({ purpose: context.purpose, mobileNum: context.mobileNum }),
        onDone: { target: 'countdown', actions: 'startCountdown' },
        onError: { target: 'throttled', actions: ['rememberError', 'showSmsError'] },
      },
    },
    countdown: {
      tags: ['countdown'],
      after: { countdown: { target: 'sms', actions: 'clearDeadline' } },
      on: { RESET: { target: 'sms', actions: 'clearDeadline' } },
    },
    throttled: {
      tags: ['sms'],
      after: { throttle: 'sms' },
    },
  },
});
