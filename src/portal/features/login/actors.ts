// The login machine's actors (flows/login.machine.ts), one platform call each, on a FlowEnv: the
// login modal and the model tests (tests/flows/model/login.harness.ts) run this same code.
import type { FlowError } from '../../../../flows/types.ts';
import { fromPromise } from 'xstate';
import { PlatformError } from '../../../shared/api/index.ts';
import type { LoginPayload } from '../../../../flows/login.machine.ts';
import type { LoginResult, SignInChannel } from '../../../../flows/types.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import { sessionActors } from '../signIn/index.ts';
import { smsCountdownActor } from '../smsCountdown/index.ts';
import { storedQuickLoginToken, storeQuickLoginToken } from './quick-login.ts';

/** Raised when quick login is asked for without a token on this device. */
export class NoQuickLoginTokenError extends Error {
  errorCode = 'quick.login.invalid';
}

/**
 * The machine's payload is already the platform's login-request shape; the device id joins it,
 * and `rememberDevice` when the member ticked "remember this device" (the answer then carries a
 * quickLoginToken, kept for this merchant).
 */
export async function callLogin(env: FlowEnv, input: LoginPayload, rememberDevice = false): Promise<LoginResult> {
  const remember = rememberDevice && input.type === 'username';
  const result = await env.call('login', { ...input, loginDeviceId: env.deviceId(), ...(remember ? { rememberDevice: true } : {}) });
  if (remember && result.quickLoginToken) storeQuickLoginToken(env, result.quickLoginToken);
  return result;
}

/** Quick login with this device's stored token; the successor token replaces it, a refused one is dropped. */
export async function callQuickLogin(env: FlowEnv, noTokenMessage = 'Quick login is not available on this device'): Promise<LoginResult> {
  const quickLoginToken = storedQuickLoginToken(env);
  if (!quickLoginToken) throw new NoQuickLoginTokenError(noTokenMessage);
  try {
    const result = await env.call('quickLogin', { quickLoginToken, loginDeviceId: env.deviceId() });
    storeQuickLoginToken(env, result.quickLoginToken ?? null);
    return result;
  } catch (error) {
    // The platform refused the token (used, expired, revoked): it never works again.
    if (error instanceof PlatformError && error.status >= 400 && error.status < 500) storeQuickLoginToken(env, null);
    throw error;
  }
}

export interface LoginActorOptions {
  /** Whether "remember this device" is ticked at submit time. */
  rememberDevice: () => boolean;
  /** The identity provider's sign-in (the portal: a pop-up; Node: the provider over HTTP). */
  signInWithIdp: (channel: SignInChannel) => Promise<{ token: string }>;
  /** Shows a refused SMS-code request. */
  showSmsError?: (error: FlowError | null) => void;
  noQuickLoginTokenMessage?: string;
}

export function loginActors(env: FlowEnv, options: LoginActorOptions) {
  return {
    ...sessionActors(env),
    submitLogin: fromPromise<LoginResult, LoginPayload>(({ input }) => callLogin(env, input, options.rememberDevice())),
    submitCode: fromPromise<LoginResult, LoginPayload>(({ input }) => callLogin(env, input, options.rememberDevice())),
    quickLogin: fromPromise<LoginResult, void>(() => callQuickLogin(env, options.noQuickLoginTokenMessage)),
    thirdPartySignIn: fromPromise<{ token: string }, { channel: SignInChannel }>(({ input }) => options.signInWithIdp(input.channel)),
    firstLogin: fromPromise<void, { token: string }>(async () => {
      await env.call('firstLogin', {});
    }),
    /** The code for the unregistered-IP step goes to the member's own number. */
    requestVerificationCode: fromPromise<unknown, { username: string }>(({ input }) =>
      env.call('smsNoLogin', { purpose: 'loginVerify', username: input.username, loginDeviceId: env.deviceId() }),
    ),
    smsCountdown: smsCountdownActor(env, options.showSmsError),
  };
}
