/** What the rest of the platform may use from the merchant-assets feature; its other files are its own. */
export { ASSET_TYPES, MERCHANT_ASSETS_PREFIX, SAFE_NAME, brandingFiles } from './assets.ts';
