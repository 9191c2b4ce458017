/** What the rest of the platform may use from the system feature; its other files are its own. */
export { portalConfigValue } from './portal-config.ts';
