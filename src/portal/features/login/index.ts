// login (flows/login.machine.ts; platform routes/session.ts): the login modal, its actors and
// quick login.
export { LoginModal } from './LoginModal.tsx';
export { callLogin, callQuickLogin, loginActors, type LoginActorOptions } from './actors.ts';
export { storedQuickLoginToken, storeQuickLoginToken, QUICK_LOGIN_KEY_PREFIX } from './quick-login.ts';
