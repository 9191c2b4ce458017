/** What the rest of the platform may use from the rebates feature; its other files are its own. */
export { claimable, minClaimMinor, rebateSettings } from './service.ts';
