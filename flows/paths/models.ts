/**
 * The path models of every flow machine, in report order. Inputs turn every switch on so every
 * guarded route is reachable; samples give each actor one success and one failure per outcome
 * the machine tells apart.
 */
import { smsCountdownMachine, type SmsCountdownInput } from '../smsCountdown.machine.ts';
import { registrationMachine, currentProblem, type RegistrationContext, type RegistrationInput } from '../registration.machine.ts';
import { forgotPasswordMachine, emailTabError, phoneTabError, type ForgotPasswordContext, type ForgotPasswordInput } from '../forgotPassword.machine.ts';
import { changePasswordMachine, type ChangePasswordContext, type ChangePasswordInput } from '../changePassword.machine.ts';
import { changePasswordError } from '../rules/password.ts';
import { freePlayMachine } from '../freePlay.machine.ts';
import { logoutMachine } from '../logout.machine.ts';
import { customerServiceMachine } from '../customerService.machine.ts';
import { gameLaunchMachine } from '../gameLaunch.machine.ts';
import { contractMachine, lowersBelowDownline, type ContractInput } from '../contract.machine.ts';
import { withdrawalConfirmationMachine } from '../withdrawalConfirmation.machine.ts';
import { loginModel } from './login.model.ts';
import { done, failed, type PathModel } from './model.ts';

const network = { errorCode: null, message: 'Network link is abnormal, please try again' };
const member = { account: 'member01', type: 0 };

export const smsCountdownModelInput: SmsCountdownInput = { purpose: 'register', fixedSeconds: null, fallbackMinutes: 5, throttleMs: 1000 };

export const smsCountdownModel: PathModel = {
  id: 'smsCountdown',
  machine: smsCountdownMachine,
  input: smsCountdownModelInput,
  events: {
    SEND: [{ type: 'SEND', mobileNum: '0123456789' }, { type: 'SEND', mobileNum: '  ' }] as never,
    'xstate.done.actor.requestSmsCode': [done('requestSmsCode', { expiredMinutes: 1 }, 'code sent')],
    'xstate.error.actor.requestSmsCode': [failed('requestSmsCode', { errorCode: 'mobile.exists', message: 'This mobile number is already registered' }, 'refused')],
  },
};

export const registrationModelInput: RegistrationInput = {
  usernameRegister: true,
  mobileRegister: true,
  rules: {
    fields: {
      username: { shown: true, required: true, pattern: { kind: 'letterFirstAlnum', min: 4, max: 16, messageKey: 'pattern.letterFirstAlnum' } },
      password: { shown: true, required: true, pattern: { kind: 'alnumSymbols', min: 6, max: 20, messageKey: 'pattern.alnumSymbols' } },
      mobileNum: { shown: true, required: false, pattern: { kind: 'digits', min: 8, max: 15, messageKey: 'pattern.digits' } },
      captcha: { shown: true, required: true },
      affiliateCode: { shown: true, required: false },
    },
    smsVerification: true,
    mobilePassword: true,
    ageConfirmation: { enabled: true, age: 18 },
    birthdayMinAge: 21,
  },
  captchaRefreshMs: 1000,
  smsThrottleMs: 1000,
  smsExpiredMinutes: 5,
  affiliateCode: 'AGENT01',
  today: '2026-01-01',
};

export const registrationModel: PathModel = {
  id: 'registration',
  machine: registrationMachine,
  input: registrationModelInput,
  internal: ['CAPTCHA_REQUIRED'],
  events: {
    EDIT: [
      { type: 'EDIT', values: { username: 'newuser1', password: 'Secret@12', confirmPassword: 'Secret@12', captcha: 'ABCD' } },
      { type: 'EDIT', values: { mobileNum: '0987654321', verificationCode: '123456', password: 'Secret@12', confirmPassword: 'Secret@12', captcha: 'ABCD' } },
    ] as never,
    CONFIRM_AGE: [{ type: 'CONFIRM_AGE', confirmed: true }] as never,
    SWITCH_MODE: [{ type: 'SWITCH_MODE', mode: 'mobile' }, { type: 'SWITCH_MODE', mode: 'username' }] as never,
    'xstate.done.actor.lookupAffiliate': [done('lookupAffiliate', { affiliateCode: 'AGENT01' }, 'domain has an agent')],
    'xstate.error.actor.lookupAffiliate': [failed('lookupAffiliate', { errorCode: null, message: 'Invalid invitation code (a silent call: the machine keeps no error)' }, 'no agent')],
    'xstate.done.actor.loadCaptcha': [done('loadCaptcha', { image: 'data:image/png;base64,' }, 'image')],
    'xstate.error.actor.loadCaptcha': [failed('loadCaptcha', network, 'network')],
    'xstate.done.actor.submitRegistration': [done('submitRegistration', { token: 'model-token' }, 'registered')],
    'xstate.error.actor.submitRegistration': [failed('submitRegistration', { errorCode: 'username.exists', message: 'taken' }, 'refused')],
    'xstate.done.actor.loadMemberInfo': [done('loadMemberInfo', member, 'member')],
    'xstate.error.actor.loadMemberInfo': [failed('loadMemberInfo', network, 'network')],
  },
  key: (context) => {
    const c = context as unknown as RegistrationContext;
    return { mode: c.mode, problem: currentProblem(c)?.field ?? null };
  },
};

export const forgotPasswordModelInput: ForgotPasswordInput = { phoneTab: true, smsThrottleMs: 1000, smsExpiredMinutes: 5 };

export const forgotPasswordModel: PathModel = {
  id: 'forgotPassword',
  machine: forgotPasswordMachine,
  input: forgotPasswordModelInput,
  events: {
    EDIT: [
      { type: 'EDIT', values: { username: 'member01', email: 'member01@example.com' } },
      { type: 'EDIT', values: { mobileNum: '0123456789', verificationCode: '123456', newPassword: 'Secret@12' } },
    ] as never,
    'xstate.done.actor.resetByEmail': [done('resetByEmail', { message: 'in_been_out' }, 'mail sent')],
    'xstate.error.actor.resetByEmail': [failed('resetByEmail', network, 'network')],
    'xstate.done.actor.resetByPhone': [done('resetByPhone', null, 'password reset')],
    'xstate.error.actor.resetByPhone': [failed('resetByPhone', { errorCode: 'sms.code.invalid', message: 'Verification code not valid' }, 'wrong code')],
    'xstate.done.actor.autoLogin': [done('autoLogin', { token: 'model-token' }, 'logged in')],
    'xstate.error.actor.autoLogin': [failed('autoLogin', network, 'network')],
    'xstate.done.actor.loadMemberInfo': [done('loadMemberInfo', member, 'member')],
    'xstate.error.actor.loadMemberInfo': [failed('loadMemberInfo', network, 'network')],
  },
  key: (context) => {
    const c = context as unknown as ForgotPasswordContext;
    return { email: emailTabError(c.fields), phone: phoneTabError(c.fields) };
  },
};

export const changePasswordModelInput: ChangePasswordInput = { username: 'member01', currentPassword: null, forced: false };

export const changePasswordModel: PathModel = {
  id: 'changePassword',
  machine: changePasswordMachine,
  input: changePasswordModelInput,
  events: {
    EDIT: [{ type: 'EDIT', values: { oldPassword: 'Member@123', newPassword: 'Changed@123', confirmNewPassword: 'Changed@123' } }] as never,
    'xstate.done.actor.changePassword': [done('changePassword', null, 'changed')],
    'xstate.error.actor.changePassword': [failed('changePassword', { errorCode: 'password.old.invalid', message: 'The current password is incorrect' }, 'wrong old password')],
    'xstate.done.actor.relogin': [done('relogin', { token: 'model-token' }, 'logged in')],
    'xstate.error.actor.relogin': [failed('relogin', network, 'network')],
    'xstate.done.actor.loadMemberInfo': [done('loadMemberInfo', member, 'member')],
    'xstate.error.actor.loadMemberInfo': [failed('loadMemberInfo', network, 'network')],
  },
  key: (context) => {
    const c = context as unknown as ChangePasswordContext;
    return changePasswordError(c.fields, c.config.currentPassword === null, c.config.passwordRule);
  },
};

export const freePlayModel: PathModel = {
  id: 'freePlay',
  machine: freePlayMachine,
  input: { freePlay: true },
  events: {
    'xstate.done.actor.freePlayLogin': [done('freePlayLogin', { token: 'model-token' }, 'demo account')],
    'xstate.error.actor.freePlayLogin': [failed('freePlayLogin', { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests, try again after 5 minutes' }, 'refused')],
    'xstate.done.actor.loadMemberInfo': [done('loadMemberInfo', { account: 'trial', type: 4 }, 'trial member')],
    'xstate.error.actor.loadMemberInfo': [failed('loadMemberInfo', network, 'network')],
  },
};

export const logoutModel: PathModel = {
  id: 'logout',
  machine: logoutMachine,
  input: undefined,
  events: {
    'xstate.done.actor.serverLogout': [done('serverLogout', null, 'session ended')],
    'xstate.error.actor.serverLogout': [failed('serverLogout', network, 'network')],
  },
};

export const customerServiceModel: PathModel = {
  id: 'customerService',
  machine: customerServiceMachine,
  input: { width: 440, height: 500 },
  events: {
    'xstate.done.actor.openPopup': [done('openPopup', null, 'pop-up open')],
    'xstate.error.actor.openPopup': [failed('openPopup', { errorCode: null, message: 'Popup blocked. Please allow popups and try again.' }, 'blocked')],
    'xstate.done.actor.fetchCsConfig': [
      done('fetchCsConfig', { version: { pathList: [{ type: 1, path: 'x' }, { type: 3, path: 'ENCRYPTEDabcdefgh' }] } }, 'chat path'),
      done('fetchCsConfig', { version: { pathList: [{ type: 1, path: 'x' }] } }, 'no chat path'),
    ],
    'xstate.error.actor.fetchCsConfig': [failed('fetchCsConfig', network, 'network')],
    'xstate.done.actor.decryptPath': [done('decryptPath', 'https://chat.example.com/room', 'http url'), done('decryptPath', 'javascript:alert(1)', 'not a url')],
    'xstate.error.actor.decryptPath': [failed('decryptPath', { errorCode: null, message: 'bad ciphertext' }, 'garbage')],
  },
};

export const gameLaunchModel: PathModel = {
  id: 'gameLaunch',
  machine: gameLaunchMachine,
  input: { loggedIn: false, onGamePage: false },
  events: {
    LAUNCH: [{ type: 'LAUNCH', game: { gameId: 'G1', vendor: 'RNG' } }] as never,
    SESSION: [{ type: 'SESSION', loggedIn: true }] as never,
    ROUTE: [{ type: 'ROUTE', onGamePage: true }] as never,
    'xstate.done.actor.launchGame': [done('launchGame', { game_url: 'https://games.example.com/play' }, 'url'), done('launchGame', {}, 'no url')],
    'xstate.error.actor.launchGame': [
      failed('launchGame', { errorCode: 'vendor_under_maintenance', message: 'maintenance', value: { content: { data: { maintainTime: '', endTime: '' } } } }, 'vendor maintenance'),
      failed('launchGame', { errorCode: 'launch_game_balance_not_enough', message: 'balance' }, 'balance too low'),
      failed('launchGame', network, 'network'),
    ],
  },
  key: (context) => ({ loggedIn: context.loggedIn, onGamePage: context.onGamePage }),
};

export const contractModelInput: ContractInput = { type: 'dividend', rate: 0.5, downlineRate: 0.3 };

export const contractModel: PathModel = {
  id: 'contract',
  machine: contractMachine,
  input: contractModelInput,
  events: {
    REQUEST_NEW_CONTRACT: [{ type: 'REQUEST_NEW_CONTRACT', rate: 0.6 }] as never,
    OFFER: [{ type: 'OFFER', rate: 0.2 }] as never,
    'xstate.done.actor.accept': [done('accept', null, 'accepted')],
    'xstate.error.actor.accept': [failed('accept', network, 'network')],
    'xstate.done.actor.reject': [done('reject', null, 'rejected')],
    'xstate.error.actor.reject': [failed('reject', network, 'network')],
    'xstate.done.actor.terminate': [done('terminate', null, 'terminated')],
    'xstate.error.actor.terminate': [failed('terminate', network, 'network')],
    'xstate.done.actor.requestTermination': [done('requestTermination', null, 'sent')],
    'xstate.error.actor.requestTermination': [failed('requestTermination', network, 'network')],
    'xstate.done.actor.requestNewContract': [done('requestNewContract', null, 'sent')],
    'xstate.error.actor.requestNewContract': [failed('requestNewContract', network, 'network')],
  },
  key: (context) => ({ belowDownline: lowersBelowDownline(context.rate as number, context.downlineRate as number | null), terminatesDownline: context.terminatesDownline }),
};

export const withdrawalConfirmationModel: PathModel = {
  id: 'withdrawalConfirmation',
  machine: withdrawalConfirmationMachine,
  input: { confirmMinutes: 30, paidAt: 0 },
  events: {
    MARK_NOT_RECEIVED: [{ type: 'MARK_NOT_RECEIVED', proofImage: 'proof.png' }, { type: 'MARK_NOT_RECEIVED', proofImage: null }] as never,
    'xstate.done.actor.sendAnswer': [done('sendAnswer', null, 'recorded')],
    'xstate.error.actor.sendAnswer': [failed('sendAnswer', network, 'network')],
  },
  key: (context) => ({ answer: context.answer }),
};

export const pathModels: PathModel[] = [
  loginModel,
  smsCountdownModel,
  registrationModel,
  forgotPasswordModel,
  changePasswordModel,
  freePlayModel,
  logoutModel,
  customerServiceModel,
  gameLaunchModel,
  contractModel,
  withdrawalConfirmationModel,
];
