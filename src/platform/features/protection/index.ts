/** What the rest of the platform may use from the protection feature; its other files are its own. */
export { activeProtection, assertNotProtected, protectionRefused } from './service.ts';
