/** What the rest of the platform may use from the sessions feature; its other files are its own. */
export { checkRegistration, effectiveRegistration, mergeRegistration, profileFields, registrationValue, shownValue } from './registration.ts';
export type { RegisterMode } from './registration.ts';
export { TRIAL_TYPE, assertRealMoneyAllowed, authenticate, checkSession, liveSession, startSession } from './sessions.ts';
export type { SessionCheckDeps } from './sessions.ts';
export { smsCheckError } from './sms-errors.ts';
export { maskMobile, sendSmsCode, throttleSms } from './sms.ts';
export type { Session, SessionsStore } from './store.ts';
export { sessionWithMember } from './store.ts';
