/** The merchant's asset files: where they are served and which names may be. */
import type { Merchant } from '../../merchants.ts';

export const MERCHANT_ASSETS_PREFIX = '/merchant-assets/';

/** Content types of the extensions the merchant schema allows for asset files. */
export const ASSET_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
};

/** A plain asset file name inside the merchant's folder (no traversal, a known image type). */
export const SAFE_NAME = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(svg|png|webp|ico|jpg)$/;

/**
 * The file names the merchant's branding lists (logo, favicon) and its content's art (banner and
 * promotion images), when they are plain asset names.
 */
export function brandingFiles(merchant: Merchant): string[] {
  const branding = (merchant.config.branding ?? {}) as { logo?: unknown; favicon?: unknown };
  const art = Object.values(merchant.content).flatMap((content) => [...content.banners, ...content.promotions].map((item) => item.art));
  return [branding.logo, branding.favicon, ...art].filter((f): f is string => typeof f === 'string' && SAFE_NAME.test(f));
}
