// registration (flows/registration.machine.ts; platform services/registration.ts): loaders only.
// The actors (actors.ts) import xstate, so they load with the modal's chunk (rjsf); the model
// tests import actors.ts directly. The shell preloads the modal from a guest's first page.
/** The modal, in its own chunk: rjsf loads only with it. */
export const loadRegisterModal = () => import('./RegisterModal.tsx').then((m) => m.RegisterModal);
