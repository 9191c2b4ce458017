/** What the rest of the platform may use from the register-links feature; its other files are its own. */
export { linkUsable, registerLinkUpline } from './service.ts';
