// registration (flows/registration.machine.ts; platform services/registration.ts): the register
// modal (rjsf, its own chunk) and its actors.
export { registrationActors, registrationBody } from './actors.ts';
/** The modal, in its own chunk: rjsf loads only with it. */
export const loadRegisterModal = () => import('./RegisterModal.tsx').then((m) => m.RegisterModal);
