/**
 * Every platform call the portal makes, keyed by name. Paths are relative to the merchant's
 * `api.baseUrl`. `modId` travels in the `ModuleId` header; `token` adds `Authorization`;
 * `encrypt` sends the body through the merchant's encryption scheme; `silent` calls never raise
 * an alert on failure (PROTOCOL.md); `form` sends the body as application/x-www-form-urlencoded.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  modId: string;
  token: boolean;
  encrypt: boolean;
  silent?: boolean;
  form?: boolean;
}

const call = (method: HttpMethod, path: string, modId: string, flags: Partial<Omit<CallSpec, 'method' | 'path' | 'modId'>> = {}): CallSpec => ({
  method,
  path,
  modId,
  token: flags.token ?? false,
  encrypt: flags.encrypt ?? false,
  ...(flags.silent ? { silent: true } : {}),
  ...(flags.form ? { form: true } : {}),
});

export const calls = {
  // Session
  login: call('POST', '/wps/session/login', 'LOGIN3', { encrypt: true }),
  loginSms: call('POST', '/wps/verification/sms/login', 'LOGIN3'),
  smsNoLogin: call('POST', '/wps/verification/sms/noLogin', 'LOGIN3'),
  freePlay: call('POST', '/wps/session/login/freeplay', 'LOGIN3'),
  logout: call('POST', '/wps/session/logout', 'LOGIN3', { token: true, silent: true }),
  captcha: call('GET', '/wps/captcha', 'LOGIN3', { silent: true }),
  rsaKey: call('GET', '/wps/session/key/rsa', 'LOGIN3'),
  touch: call('POST', '/wps/session/touch', 'COMM3', { token: true, silent: true }),
  firstLogin: call('POST', '/wps/member/firstLogin', 'MEMBER3', { token: true, silent: true }),
  // System
  whitelabel: call('GET', '/wps/system/whitelabel', 'COMM3'),
  registerSettings: call('GET', '/wps/system/setting/register', 'COMM3'),
  status: call('GET', '/wps/system/status', 'COMM3', { silent: true }),
  domainRoute: call('GET', '/wps/system/domainRoute', 'COMM3', { silent: true }),
  helpCenter: call('GET', '/wps/system/helpCenter', 'COMM3'),
  portalConfig: call('GET', '/wps/portal/config', 'COMM3'),
  // Member
  memberInfo: call('GET', '/wps/member/info', 'MEMBER3', { token: true }),
  memberIcon: call('GET', '/wps/member/info/icon', 'MEMBER3', { token: true, silent: true }),
  register: call('PUT', '/wps/member/register', 'REGISTER3', { encrypt: true }),
  registerMobile: call('PUT', '/wps/member/register/mobile', 'REGISTER3', { encrypt: true }),
  smsRegister: call('GET', '/wps/verification/sms/register', 'REGISTER3'),
  changePassword: call('POST', '/wps/member/password', 'MEMBER3', { token: true, encrypt: true }),
  forgotPasswordEmail: call('POST', '/wps/member/password/email', 'MEMBER3', { form: true }),
  forgotPasswordPhone: call('POST', '/wps/member/password/verification', 'MEMBER3', { encrypt: true }),
  updateLanguage: call('PUT', '/wps/member/language', 'MEMBER3', { token: true, silent: true }),
  affiliate: call('GET', '/wps/agent/affiliate', 'AGENT3', { silent: true }),
  // Wallet
  balance: call('GET', '/wps/v2/wallets/balance', 'WALLET3', { token: true, silent: true }),
} as const satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;

/** Calls that must never raise an alert on failure, by path (PROTOCOL.md), plus relay names. */
export const SILENT_RELAY_CALLS = ['CSP_unreadCount', 'CBS_unreadCount', 'MCS2_getPromotionClaimList'] as const;
