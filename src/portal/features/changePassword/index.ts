// changePassword (flows/changePassword.machine.ts; platform routes/member.ts): the change-password
// modal and the typed credentials a forced change reuses. Its actors (actors.ts, with xstate) are
// the modal's and the model tests' own: not exported here, so the sign-in modals' host stays light.
export { passwordRuleOf } from './password-rule.ts';
export { forgetTypedCredentials, rememberTypedCredentials, takeTypedCredentials } from './typed-password.ts';
/** The modal, in its own chunk. */
export const loadChangePassModal = () => import('./ChangePassModal.tsx').then((m) => m.ChangePassModal);
