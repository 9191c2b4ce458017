/** What the rest of the platform may use from the protection feature; its other files are its own. */
export { activeProtection, assertCallAllowed, assertNotProtected, protectionRefused, protectionView } from './service.ts';
export { assertMayRegister, takeOutsideExclusion } from './exclusions.ts';
