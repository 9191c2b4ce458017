// forgotPassword (flows/forgotPassword.machine.ts; platform routes/member.ts): loaders only. The
// actors (actors.ts) import xstate, so they load with the modal's chunk; the model tests import
// actors.ts directly.
/** The reset link's page (/resetPassword), in its own chunk. */
export const loadResetPasswordSection = () => import('./ResetPasswordSection.tsx');
/** The modal, in its own chunk. */
export const loadForgetPassModal = () => import('./ForgetPassModal.tsx').then((m) => m.ForgetPassModal);
