/** What the rest of the platform may use from the register-links feature; its other files are its own. */
export { createRegisterLinkRoutes } from './routes.ts';
export { linkUsable, registerLinkUpline } from './service.ts';
export { createRegisterLinksStore } from './store.ts';
export type { RegisterLinksStore } from './store.ts';
