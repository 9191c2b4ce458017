// login (flows/login.machine.ts; platform routes/session.ts): the login modal (the machine-driven
// part, LiveLogin.tsx, is its own chunk with xstate) and quick login. The actors live in
// actors.ts, used by LiveLogin and by the model tests.
export { LoginModal } from './LoginModal.tsx';
export { storedQuickLoginToken, storeQuickLoginToken, QUICK_LOGIN_KEY_PREFIX } from './quick-login.ts';
