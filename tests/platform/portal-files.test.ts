// The portal page for `.html` routes (SPA fallback) and the merchant branding files at
// /merchant-assets/<file>: only the files the host merchant's branding names, with a safe CSP.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
const dist = mkdtempSync(join(tmpdir(), 'platform-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');
// A built asset with the .gz the build writes beside it (vite.config.ts precompress).
const asset = 'console.log("a hashed asset, long enough to be worth compressing");'.repeat(20);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'main-3f9a.js'), asset);
writeFileSync(join(dist, 'assets', 'main-3f9a.js.gz'), gzipSync(asset));
const outside = mkdtempSync(join(tmpdir(), 'outside-'));
writeFileSync(join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><!-- SECRET --></svg>');
const merchantsDir = makeMerchantsDir();

function editConfig(code: string, edit: (c: any) => void) {
  const file = join(merchantsDir, code, 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  edit(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
}

beforeAll(async () => {
  // beta: its own favicon (a PNG) and a logo that is a link leaving the merchant folder.
  mkdirSync(join(merchantsDir, 'beta', 'art'));
  symlinkSync(join(outside, 'secret.svg'), join(merchantsDir, 'beta', 'art', 'logo.svg'));
  writeFileSync(join(merchantsDir, 'beta', 'icon.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  editConfig('beta', (c) => {
    c.branding.logo = 'art/logo.svg';
    c.branding.favicon = 'icon.png';
  });
  t = await startTestPlatform({ distDir: dist, merchantsDir });
});
afterAll(async () => {
  await t?.close();
  for (const dir of [dist, outside, merchantsDir]) rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(t.url + path, { headers: { Merchant: 'alpha', ...headers } });

describe('.html routes', () => {
  it('/index.html and /register.html get the portal page like /index and /register', async () => {
    for (const path of ['/index.html', '/register.html', '/index', '/register', '/promo/summer.html?x=1']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('other missing files with extensions stay 404 envelopes, API paths too', async () => {
    for (const path of ['/assets/missing.js', '/logo.png', '/styles.css', '/wps/page.html', '/dev/x.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expectFailureEnvelope(await response.json(), 'not_found');
    }
    expect(await (await get('/app.js')).text()).toBe('console.log(1)');
  });

  it('serves a built asset precompressed to a browser that accepts gzip, cached for good', async () => {
    const zipped = await get('/assets/main-3f9a.js', { 'Accept-Encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await zipped.text()).toBe(asset);
    const plain = await get('/assets/main-3f9a.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(asset);
  });
});

describe('merchant branding files', () => {
  it('serves the host merchant logo and favicon with type, nosniff, a script-free CSP and cache headers', async () => {
    const shipped = readFileSync(join(merchantsDir, 'alpha', 'logo.svg'));
    const logo = await get('/merchant-assets/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(logo.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(logo.headers.get('cache-control')).not.toContain('no-store');
    const etag = logo.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(Buffer.from(await logo.arrayBuffer()).equals(shipped)).toBe(true);
    const again = await get('/merchant-assets/logo.svg', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    const favicon = await get('/merchant-assets/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('picks the merchant by host and serves PNG favicons as image/png', async () => {
    const png = await fetch(t.url + '/merchant-assets/icon.png', { headers: { Merchant: 'beta' } });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    // alpha's branding does not name icon.png
    const notAlpha = await get('/merchant-assets/icon.png');
    expect(notAlpha.status).toBe(404);
    expectFailureEnvelope(await notAlpha.json(), 'not_found');
    // beta's branding does not name logo.svg / favicon.svg even though... they exist in its folder
    const notBeta = await fetch(t.url + '/merchant-assets/favicon.svg', { headers: { Merchant: 'beta' } });
    expect(notBeta.status).toBe(404);
  });

  it('refuses files the branding does not name, traversal attempts and links out of the folder', async () => {
    const attempts = [
      '/merchant-assets/merchant.json',
      '/merchant-assets/',
      '/merchant-assets/nothing.svg',
      '/merchant-assets/../merchants/alpha/merchant.json',
      '/merchant-assets/..%2fmerchant.json',
      '/merchant-assets/%2e%2e/%2e%2e/package.json',
      '/merchant-assets/..%5c..%5cpackage.json',
      '/merchant-assets/logo.svg%00.png',
      '/merchant-assets//etc/passwd',
      '/merchant-assets/LOGO.SVG',
    ];
    for (const path of attempts) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const text = await response.text();
      expect(text, path).not.toContain('identity');
      expectFailureEnvelope(JSON.parse(text), 'not_found');
    }
    // beta's logo is named by its branding but is a link leaving merchants/beta/
    const link = await fetch(t.url + '/merchant-assets/art/logo.svg', { headers: { Merchant: 'beta' } });
    expect(link.status).toBe(404);
    expect(await link.text()).not.toContain('SECRET');
  });
});
