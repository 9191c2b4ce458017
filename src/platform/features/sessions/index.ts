/** What the rest of the platform may use from the sessions feature; its other files are its own. */
export { createPasswordResetStore } from './password-resets-store.ts';
export type { PasswordResetStore } from './password-resets-store.ts';
export { createQuickLoginStore } from './quick-login-store.ts';
export type { QuickLoginStore } from './quick-login-store.ts';
export { checkRegistration, effectiveRegistration, mergeRegistration, profileFields, registrationValue, shownValue } from './registration.ts';
export type { RegisterMode } from './registration.ts';
export { captchaClientKey, createSessionRoutes } from './routes.ts';
export { TRIAL_TYPE, assertRealMoneyAllowed, authenticate, liveSession, startSession } from './sessions.ts';
export type { SessionCheckDeps } from './sessions.ts';
export { smsCheckError } from './sms-errors.ts';
export { createSmsStore } from './sms-store.ts';
export type { SmsStore } from './sms-store.ts';
export { maskMobile, sendSmsCode, throttleSms } from './sms.ts';
export { createSessionsStore } from './store.ts';
export type { Session, SessionsStore } from './store.ts';
