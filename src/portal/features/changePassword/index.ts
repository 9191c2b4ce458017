// changePassword (flows/changePassword.machine.ts; platform routes/member.ts): the change-password
// modal, its actors, and the typed credentials a forced change reuses.
export { changePasswordActors } from './actors.ts';
export { passwordRuleOf } from './password-rule.ts';
export { forgetTypedCredentials, rememberTypedCredentials, takeTypedCredentials } from './typed-password.ts';
/** The modal, in its own chunk. */
export const loadChangePassModal = () => import('./ChangePassModal.tsx').then((m) => m.ChangePassModal);
