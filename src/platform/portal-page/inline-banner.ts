/**
 * The first banner slide's picture travels in the home page as a data: URL:
 * it is the home's largest paint, and as a file it waited for its own request behind the
 * scripts on a slow connection (Lighthouse LCP 2.3-2.6 s with the first paint at 0.7-1.7 s). Only
 * the merchant's own SVG files that /merchant-assets/ serves, up to 16 KB; anything else stays a
 * link. The server render and the browser's first render read the same boot data (the page's
 * announcements), so hydration matches; the announcements call still answers plain links.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Merchant } from '../merchants.ts';
import { brandingFiles, MERCHANT_ASSETS_PREFIX } from '../features/merchant-assets/index.ts';

const MAX_INLINE_BYTES = 16 * 1024;

interface Banner { imageUrl?: string }

/** file path -> its data: URL, kept until the file changes. */
const kept = new Map<string, { mtimeMs: number; url: string }>();

function svgDataUrl(merchantsDir: string, merchant: Merchant, url: string): string | null {
  if (!url.startsWith(MERCHANT_ASSETS_PREFIX) || !url.endsWith('.svg')) return null;
  const name = url.slice(MERCHANT_ASSETS_PREFIX.length);
  if (!brandingFiles(merchant).includes(name)) return null;
  try {
    const folder = realpathSync(join(merchantsDir, merchant.code));
    const file = realpathSync(join(folder, name));
    if (!file.startsWith(folder + sep)) return null;
    const { mtimeMs, size } = statSync(file);
    if (size > MAX_INLINE_BYTES) return null;
    const known = kept.get(file);
    if (known?.mtimeMs === mtimeMs) return known.url;
    const data = `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8'))}`;
    kept.set(file, { mtimeMs, url: data });
    return data;
  } catch {
    return null;
  }
}

/** The lists with the first banner's picture as a data: URL when it can be; the input is not changed. */
export function withFirstBannerInline<T extends { banners: Banner[] }>(lists: T, merchantsDir: string | undefined, merchant: Merchant): T {
  const first = lists.banners[0];
  if (!merchantsDir || !first?.imageUrl) return lists;
  const data = svgDataUrl(merchantsDir, merchant, first.imageUrl);
  return data ? { ...lists, banners: [{ ...first, imageUrl: data }, ...lists.banners.slice(1)] } : lists;
}
