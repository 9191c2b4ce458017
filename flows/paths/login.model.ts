/** Path model of the login machine: every sign-in route on, one sample per outcome. */
import { loginMachine, type LoginInput } from '../login.machine.ts';
import { loginFormError } from '../rules/login.ts';
import type { LoginType } from '../types.ts';
import { done, failed, type PathModel } from './model.ts';

export const loginModelInput: LoginInput = {
  smsLogin: true,
  thirdPartySignIn: ['google'],
  quickLogin: true,
  forcePasswordChange: true,
  passwordExpiryOn: true,
  defaultPassword: null,
  captchaRefreshMs: 1000,
  smsThrottleMs: 1000,
  loginSmsCountdownSeconds: 60,
  smsExpiredMinutes: 5,
};

const token = 'model-token';

export const loginModel: PathModel = {
  id: 'login',
  machine: loginMachine,
  input: loginModelInput,
  internal: ['CAPTCHA_REQUIRED'],
  events: {
    EDIT: [
      { type: 'EDIT', values: { username: ' member01 ', password: ' Member@123 ' } },
      { type: 'EDIT', values: { captcha: 'ABCD' } },
      { type: 'EDIT', values: { mobileNum: '0123456789', code: '123456' } },
    ] as never,
    THIRD_PARTY: [{ type: 'THIRD_PARTY', channel: 'google' }] as never,
    VERIFY: [{ type: 'VERIFY', code: '123456' }] as never,
    'xstate.done.actor.submitLogin': [
      done('submitLogin', { token }, 'plain'),
      done('submitLogin', { token, firstTimeLogin: true }, 'first login'),
      done('submitLogin', { token, passwordExpired: true }, 'password expired'),
    ],
    'xstate.error.actor.submitLogin': [
      failed('submitLogin', { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests, try again after 5 minutes', value: { retryAfterSeconds: 300 } }, 'refused'),
      failed('submitLogin', { errorCode: 'user.or.password.invalid', message: 'Incorrect username or password', value: { captcha: true } }, 'wrong password, captcha'),
      failed('submitLogin', { errorCode: 'login_verify_required', message: 'Please complete verification first', value: { verifyType: 'sms', mobileMasked: '017****005' } }, 'unregistered IP'),
      failed('submitLogin', { errorCode: 'login_verify_required', message: 'Please complete verification first', value: { verifyType: 'totp' } }, '2FA'),
    ],
    // The two-factor code step's login call (the same call, with the code).
    'xstate.done.actor.submitCode': [
      done('submitCode', { token }, 'plain'),
      done('submitCode', { token, passwordExpired: true }, 'password expired'),
    ],
    'xstate.error.actor.submitCode': [
      failed('submitCode', { errorCode: 'verification.code.invalid', message: 'Verification code not valid', value: null }, 'wrong code'),
      failed('submitCode', { errorCode: null, message: 'Network link is abnormal, please try again' }, 'network'),
    ],
    'xstate.done.actor.quickLogin': [done('quickLogin', { token }, 'quick')],
    'xstate.error.actor.quickLogin': [failed('quickLogin', { errorCode: 'quick.login.invalid', message: 'Quick login is not available, please log in with your password', value: null }, 'refused')],
    'xstate.done.actor.thirdPartySignIn': [done('thirdPartySignIn', { token: 'idp-token' }, 'signed in')],
    'xstate.error.actor.thirdPartySignIn': [failed('thirdPartySignIn', { errorCode: null, message: 'popup closed' }, 'popup closed')],
    'xstate.done.actor.requestVerificationCode': [done('requestVerificationCode', { expiredMinutes: 5 }, 'code sent')],
    'xstate.error.actor.requestVerificationCode': [failed('requestVerificationCode', { errorCode: null, message: 'Network link is abnormal, please try again' }, 'network')],
    'xstate.done.actor.firstLogin': [done('firstLogin', null, 'recorded')],
    'xstate.error.actor.firstLogin': [failed('firstLogin', { errorCode: null, message: 'network' }, 'network')],
    'xstate.done.actor.loadMemberInfo': [done('loadMemberInfo', { account: 'member01', type: 0 }, 'member')],
    'xstate.error.actor.loadMemberInfo': [failed('loadMemberInfo', { errorCode: null, message: 'network' }, 'network')],
    'xstate.done.actor.loadCaptcha': [done('loadCaptcha', { image: 'data:image/png;base64,' }, 'image')],
    'xstate.error.actor.loadCaptcha': [failed('loadCaptcha', { errorCode: null, message: 'network' }, 'network')],
  },
  key: (context) => {
    const type = context.type as LoginType;
    const fields = context as unknown as { username: string; password: string; captcha: string; mobileNum: string; code: string };
    return { type, captchaShown: context.captchaShown, formError: loginFormError(fields, type, context.captchaShown === true) };
  },
};
