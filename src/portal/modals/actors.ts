// The flows' actors, supplied by the portal through `.provide()`: each is one platform call.
import { fromPromise } from 'xstate';
import i18next from 'i18next';
import { apiCall } from '../api/portal-api.ts';
import { apiCallByName } from '../api/optional-calls.ts';
import { loadMemberInfo } from '../state/auth.ts';
import { getSession } from '../state/session.ts';
import { loginDeviceId } from './device.ts';
import { signInWithIdp } from './idp.ts';
import type { LoginPayload } from '../../../flows/login.machine.ts';
import type { LoginResult, MemberInfo, SignInChannel } from '../../../flows/types.ts';
import type { SmsCodeRequest, SmsCodeSent } from '../../../flows/smsCountdown.machine.ts';

const quiet = { quiet: true } as const;

/** The machine's payload is already the platform's login-request shape; the device id joins it. */
export function callLogin(input: LoginPayload): Promise<LoginResult> {
  return apiCall<LoginResult>('login', { ...input, loginDeviceId: loginDeviceId() }, undefined, quiet);
}

/** Quick login needs a platform call the reference platform does not offer yet: say so plainly. */
export async function callQuickLogin(): Promise<LoginResult> {
  try {
    return await apiCallByName<LoginResult>('quickLogin', { loginDeviceId: loginDeviceId() });
  } catch (error) {
    if ((error as { errorCode?: string }).errorCode === 'call_unavailable') {
      throw Object.assign(new Error(i18next.t('error.functionNotEnabled')), { errorCode: 'feature.disabled' });
    }
    throw error;
  }
}

/**
 * The login machine clears `error` when it returns to the password form (its `usePassword`
 * action runs after `setError`), so the modal keeps the last failure itself: these actors report
 * each rejection before passing it on.
 */
export function reportingLoginActors(report: (message: string | null) => void) {
  const reporting = <T>(run: () => Promise<T>): Promise<T> =>
    run().then(
      (value) => {
        report(null);
        return value;
      },
      (error: unknown) => {
        report(error instanceof Error ? error.message : i18next.t('error.unknown'));
        throw error;
      },
    );
  return {
    submitLogin: fromPromise<LoginResult, LoginPayload>(({ input }) => reporting(() => callLogin(input))),
    quickLogin: fromPromise<LoginResult, void>(() => reporting(callQuickLogin)),
    thirdPartySignIn: fromPromise<{ token: string }, { channel: SignInChannel }>(({ input }) => reporting(() => signInWithIdp(input.channel))),
  };
}

export const firstLogin = fromPromise<void, { token: string }>(async () => {
  await apiCall('firstLogin', {}, undefined, quiet);
});

export const loadMember = fromPromise<MemberInfo, { token: string }>(async () => {
  const member = await loadMemberInfo();
  return { account: member.account, type: member.type, nickname: member.nickname };
});

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
