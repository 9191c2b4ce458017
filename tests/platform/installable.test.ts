// Installable: each host merchant gets its own web app manifest (name, icons
// that load, theme colour), the service worker script, and an offline page in its default language
// that needs no script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

// The merchant by its header, as the portal's calls name it (fetch cannot set Host).
const get = (path: string, merchant: string) => fetch(t.url + path, { headers: { Merchant: merchant } });

describe('installable', () => {
  it('serves each host merchant its own manifest, whose icons load', async () => {
    const seen = new Set<string>();
    for (const code of ['alpha', 'beta']) {
      const response = await get('/manifest.webmanifest', code);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/manifest+json');
      const manifest = (await response.json()) as Record<string, any>;
      const merchant = t.platform.merchants.byCode(code)!;
      const colors = (merchant.config.branding as any).theme.colors;
      expect(manifest).toMatchObject({ name: merchant.displayName, start_url: '/', scope: '/', display: 'standalone', theme_color: colors.header, background_color: colors.background });
      expect(manifest.icons.length).toBeGreaterThan(0);
      for (const icon of manifest.icons) {
        const file = await get(icon.src, code);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
      }
      seen.add(manifest.name);
    }
    expect(seen.size).toBe(2);
  });

  it('serves the service worker as script, re-checked on every visit, from the root scope', async () => {
    const response = await get('/sw.js', 'alpha');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(readFileSync(new URL('../../src/platform/installable/service-worker.js', import.meta.url), 'utf8'));
  });

  it('offline page: the merchant name, its default language, a way back, no script', async () => {
    const alpha = await (await get('/offline.html', 'alpha')).text();
    expect(alpha).toContain('<html lang="bn"');
    expect(alpha).toContain('আপনি অফলাইনে আছেন');
    const beta = await get('/offline.html', 'beta');
    expect(beta.headers.get('content-type')).toContain('text/html');
    const html = await beta.text();
    expect(html).toContain('Bạn đang ngoại tuyến');
    expect(html).toContain('<a href="/">Thử lại</a>');
    expect(html).not.toMatch(/<script/i);
  });
});
