/** What the rest of the platform may use from the two-factor feature; its other files are its own. */
export { createTwoFactorRoutes } from './routes.ts';
export { createTwoFactorLogin } from './service.ts';
export { createTotpStore } from './store.ts';
export type { TotpStore } from './store.ts';
