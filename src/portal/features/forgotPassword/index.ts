// forgotPassword (flows/forgotPassword.machine.ts; platform routes/member.ts): the modal and its actors.
export { forgotPasswordActors } from './actors.ts';
/** The modal, in its own chunk. */
/** The reset link's page (/resetPassword), in its own chunk. */
export const loadResetPasswordSection = () => import('./ResetPasswordSection.tsx');
export const loadForgetPassModal = () => import('./ForgetPassModal.tsx').then((m) => m.ForgetPassModal);
