/** What the rest of the platform may use from the two-factor feature; its other files are its own. */
export { createTwoFactorLogin } from './service.ts';
