/** What the rest of the platform may use from the protection feature; its other files are its own. */
export { createProtectionRoutes } from './routes.ts';
export { activeProtection, assertNotProtected, protectionRefused } from './service.ts';
export { createProtectionStore } from './store.ts';
export type { ProtectionStore } from './store.ts';
