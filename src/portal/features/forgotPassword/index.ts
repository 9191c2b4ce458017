// forgotPassword (flows/forgotPassword.machine.ts; platform routes/member.ts): the modal and its actors.
export { forgotPasswordActors } from './actors.ts';
/** The modal, in its own chunk. */
export const loadForgetPassModal = () => import('./ForgetPassModal.tsx').then((m) => m.ForgetPassModal);
