// The served page per merchant: the build's index.html with the host merchant's
// config inlined (the same value GET /wps/portal/config answers), its language, title, theme
// colour and theme variables, compressed; operator text in the config stays data (no markup, no
// way out of the JSON block).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_BOOT_ID } from '../../src/shared/portal-boot.ts';
import { numberFacts } from '../../src/shared/number-facts.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

// What `vite build` writes (src/portal/index.html with the hashed entry).
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><p class="boot">Loading…</p></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>
`;
const HOSTILE = `</script><script>alert(1)</script>$&$'<!--`;
const HOSTILE_HOLDER = '<img src=x onerror=alert(2)>';

let t: TestPlatform;
const dist = mkdtempSync(join(tmpdir(), 'portal-page-dist-'));
writeFileSync(join(dist, 'index.html'), TEMPLATE);
mkdirSync(join(dist, 'desk'));
writeFileSync(join(dist, 'desk', 'index.html'), '<!doctype html><title>desk</title>');
const merchantsDir = mkdtempSync(join(tmpdir(), 'portal-page-merchants-'));
cpSync(join(import.meta.dirname, '../../merchants'), merchantsDir, { recursive: true });
// An operator's display name and text that try to leave the JSON block and the title.
const cnstarFile = join(merchantsDir, 'cnstar', 'merchant.json');
const cnstar = JSON.parse(readFileSync(cnstarFile, 'utf8'));
cnstar.identity.displayName = HOSTILE;
cnstar.branding.copyright.holder = HOSTILE_HOLDER;
// A theme value that tries to end the style element.
cnstar.branding.theme.fonts.body = `x}</style><script>alert(3)</script>`;
writeFileSync(cnstarFile, JSON.stringify(cnstar, null, 2));

beforeAll(async () => {
  t = await startTestPlatform({ distDir: dist, merchantsDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(merchantsDir, { recursive: true, force: true });
});

const page = async (merchant: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}/`, { headers: { Merchant: merchant, ...headers } });
  return { response, html: await response.text() };
};

function bootOf(html: string): any {
  const match = new RegExp(`<script id="${PORTAL_BOOT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  expect(match, 'the boot data block').toBeTruthy();
  return JSON.parse(match![1]!);
}

describe('the served page', () => {
  it.each([
    ['bdwin', 'bn', 'BN'],
    ['vnlotto', 'vi', 'VI'],
    ['cnstar', 'zh-CN', 'CN'],
  ])('%s: inlines the config /wps/portal/config answers, its language, title, theme colour and variables', async (code, lang, language) => {
    const { response, html } = await page(code);
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Merchant');
    const config = (await t.raw('GET', '/wps/portal/config', { merchant: code })).body.value;
    const boot = bootOf(html);
    expect(boot.config).toEqual(config);
    expect(boot.language).toBe(language);
    expect(boot.texts).toEqual(JSON.parse(readFileSync(join(merchantsDir, code, 'texts', `${language}.json`), 'utf8')));
    // How the currency's locale writes numbers: the portal's first amounts need no Intl.NumberFormat.
    const { locale, digits } = config.identity.currency;
    expect(boot.numbers).toEqual(numberFacts(locale, digits));
    expect(boot.numbers).toMatchObject({ locale, digits, numerals: '0123456789' });
    expect(html).toContain(`<html lang="${lang}" dir="ltr" data-language="${language}">`);
    expect(html).toContain(`<meta name="theme-color" content="${config.branding.theme.colors.header}">`);
    expect(html).toContain(`--color-primary:${config.branding.theme.colors.primary}`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain(`<link rel="icon" href="/merchant-assets/${config.branding.favicon}"`);
    // The build's entry is started by the loader after the first paint (first-paint.test.ts).
    expect(html).toContain('<script data-entry="/assets/index-abc123.js" data-preload="">');
    if (code !== 'cnstar') expect(html).toContain(`<title>${config.identity.displayName}</title>`);
  });

  it('a registration setting changed at run time is in the next page, as in the call', async () => {
    const before = bootOf((await page('bdwin')).html).config.registration.fields.email.required;
    const set = await t.raw('PUT', '/dev/merchant-settings', { merchant: 'bdwin', body: { key: 'registration', value: { fields: { email: { required: !before } } } } });
    expect(set.status).toBe(200);
    expect(bootOf((await page('bdwin')).html).config.registration.fields.email.required).toBe(!before);
    await t.raw('PUT', '/dev/merchant-settings', { merchant: 'bdwin', body: { key: 'registration', value: { fields: { email: { required: before } } } } });
  });

  it('operator text cannot leave the JSON block, the title or the style element', async () => {
    const { html } = await page('cnstar');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</style><script>');
    // One boot block, one loader: nothing the config added runs.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain(`<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;$&amp;$&#39;&lt;!--</title>`);
    // The JSON still reads back exactly, `$&` and `$'` included.
    expect(bootOf(html).config.identity.displayName).toBe(HOSTILE);
    expect(bootOf(html).config.branding.copyright.holder).toBe(HOSTILE_HOLDER);
    // The unsafe font is left out; the other variables are there.
    expect(html).not.toContain('--font-body:');
    expect(html).toContain('--color-primary:');
  });

  it('is compressed for a browser that accepts it, and reads the same', async () => {
    const plain = await fetch(`${t.url}/`, { headers: { Merchant: 'bdwin', 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.url}/`, { headers: { Merchant: 'bdwin', 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(text);
    }
  });

  it('every page route gets it (SPA fallback), the desk does not', async () => {
    for (const path of ['/index.html', '/slots', '/promotions', '/register.html']) {
      const response = await fetch(t.url + path, { headers: { Merchant: 'vnlotto' } });
      expect(bootOf(await response.text()).config.identity.code, path).toBe('vnlotto');
    }
    const desk = await (await fetch(`${t.url}/desk`, { headers: { Merchant: 'vnlotto' } })).text();
    expect(desk).not.toContain(PORTAL_BOOT_ID);
  });

  it("carries the first banner's picture inside the home page (a data: URL of the merchant's SVG), the others as links", async () => {
    const { html } = await page('bdwin');
    const banners = bootOf(html).announcements.banners as Array<{ imageUrl: string }>;
    expect(banners.length).toBeGreaterThan(1);
    const first = banners[0]!.imageUrl;
    expect(first.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(first.slice('data:image/svg+xml,'.length));
    const art = join(merchantsDir, 'bdwin', 'content', 'art');
    expect(readdirSync(art).map((name) => readFileSync(join(art, name), 'utf8'))).toContain(svg);
    expect(banners[1]!.imageUrl).toMatch(/^\/merchant-assets\/.+\.svg$/);
  });
});

