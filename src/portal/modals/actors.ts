// The flows' actors, supplied by the portal through `.provide()`: each is one platform call.
import { fromPromise } from 'xstate';
import i18next from 'i18next';
import { apiCall } from '../api/portal-api.ts';
import { PlatformError } from '../../shared/api/index.ts';
import { getSession } from '../state/session.ts';
import { showNotice } from '../state/store.ts';
import { smsCountdownMachine } from '../../../flows/smsCountdown.machine.ts';
import { loginDeviceId } from './device.ts';
import { signInWithIdp } from './idp.ts';
import { storedQuickLoginToken, storeQuickLoginToken } from './quick-login.ts';
import type { LoginPayload } from '../../../flows/login.machine.ts';
import type { LoginResult, SignInChannel } from '../../../flows/types.ts';
import type { SmsCodeRequest, SmsCodeSent } from '../../../flows/smsCountdown.machine.ts';

const quiet = { quiet: true } as const;

/**
 * The machine's payload is already the platform's login-request shape; the device id joins it,
 * and `rememberDevice` when the member ticked "remember this device" (the answer then carries a
 * quickLoginToken, kept for this merchant).
 */
export async function callLogin(input: LoginPayload, rememberDevice = false): Promise<LoginResult> {
  const remember = rememberDevice && input.type === 'username';
  const result = await apiCall<LoginResult & { quickLoginToken?: string }>('login', { ...input, loginDeviceId: loginDeviceId(), ...(remember ? { rememberDevice: true } : {}) }, undefined, quiet);
  if (remember && result.quickLoginToken) storeQuickLoginToken(result.quickLoginToken);
  return result;
}

/** Quick login with this device's stored token; the successor token replaces it, a refused one is dropped. */
export async function callQuickLogin(): Promise<LoginResult> {
  const quickLoginToken = storedQuickLoginToken();
  if (!quickLoginToken) throw Object.assign(new Error(i18next.t('error.functionNotEnabled')), { errorCode: 'quick.login.invalid' });
  try {
    const result = await apiCall<LoginResult & { quickLoginToken?: string }>('quickLogin', { quickLoginToken, loginDeviceId: loginDeviceId() }, undefined, quiet);
    storeQuickLoginToken(result.quickLoginToken ?? null);
    return result;
  } catch (error) {
    // The platform refused the token (used, expired, revoked): it never works again.
    if (error instanceof PlatformError && error.status >= 400 && error.status < 500) storeQuickLoginToken(null);
    throw error;
  }
}

/** The login machine's platform actors (its `error` keeps each failure until the next edit or submit). */
export function loginActors(rememberDevice: () => boolean) {
  return {
    submitLogin: fromPromise<LoginResult, LoginPayload>(({ input }) => callLogin(input, rememberDevice())),
    quickLogin: fromPromise<LoginResult, void>(() => callQuickLogin()),
    thirdPartySignIn: fromPromise<{ token: string }, { channel: SignInChannel }>(({ input }) => signInWithIdp(input.channel)),
  };
}

export const firstLogin = fromPromise<void, { token: string }>(async () => {
  await apiCall('firstLogin', {}, undefined, quiet);
});

export { loadMember } from '../state/auth.ts';

/** The captcha value is a base64 PNG; shown through a data: URL. */
export const loadCaptcha = fromPromise<{ image: string }, void>(async () => {
  const value = await apiCall<string | { image?: string; captcha?: string }>('captcha', undefined, { loginDeviceId: loginDeviceId(), t: String(Date.now()) }, quiet);
  const raw = typeof value === 'string' ? value : value.image ?? value.captcha ?? '';
  return { image: raw.startsWith('data:') ? raw : `data:image/png;base64,${raw}` };
});

export const requestSmsCode = fromPromise<SmsCodeSent, SmsCodeRequest>(async ({ input }) => {
  if (input.purpose === 'register') {
    return (await apiCall<SmsCodeSent | null>('smsRegister', { mobileNo: input.mobileNum, loginDeviceId: loginDeviceId() }, undefined, quiet)) ?? {};
  }
  if (input.purpose === 'login') {
    return (await apiCall<SmsCodeSent | null>('loginSms', { mobileNum: input.mobileNum }, undefined, quiet)) ?? {};
  }
  return (await apiCall<SmsCodeSent | null>('smsNoLogin', { purpose: 'forgotPassword', mobileNum: input.mobileNum, loginDeviceId: loginDeviceId() }, undefined, quiet)) ?? {};
});

/** The code for the unregistered-IP step goes to the member's own number. */
export const requestVerificationCode = fromPromise<unknown, { username: string }>(({ input }) =>
  apiCall('smsNoLogin', { purpose: 'loginVerify', username: input.username, loginDeviceId: loginDeviceId() }, undefined, quiet),
);

export function hasToken(): boolean {
  return Boolean(getSession('token'));
}

/**
 * The SMS countdown every sign-in form runs as a child: a refused code request shows the
 * server's message in a warning dialog with the submit button (spec section 8).
 */
export const smsCountdown = smsCountdownMachine.provide({
  actors: { requestSmsCode },
  actions: { showSmsError: ({ context }) => showNotice(context.error?.message ?? i18next.t('error.unknown'), 'in_increase_submit') },
});
