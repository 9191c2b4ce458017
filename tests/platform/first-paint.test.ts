// The served page paints before any script is asked for, and each merchant's
// pages are rendered once when the platform starts. The page carries no module script and no
// modulepreload (Chrome requested them before its first paint, and Lighthouse's phone simulation
// then made the paint wait for all of them); one inline loader, allowed by its hash in the CSP and
// by nothing else, starts the build's entry and preloads after the paint. The build here is a
// stand-in: the page as vite writes it, and a server rendering entry that notes what it renders.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_BOOT_ID } from '../../src/shared/portal-boot.ts';
import { startTestPlatform, type TestPlatform } from './helpers.ts';

// What `vite build` writes: the entry and its runtime helpers in the head, the preloadApp plugin's
// module preloads.
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-123abc.js"></script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def456.js">
    <link rel="modulepreload" crossorigin href="/assets/PortalRoot-0a1b2c.js">
  </head>
  <body>
    <div id="root"><p class="boot">Loading…</p></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>
`;
// The server rendering build's stand-in: it notes each render in this process.
const ENTRY_SERVER = `export async function renderHome(input) {
  (globalThis.__firstPaintRenders ??= []).push(input.config.identity.code + ' ' + (input.path ?? '/'));
  return '<p class="rendered">' + input.config.identity.code + '</p>';
}`;
const renders = () => ((globalThis as { __firstPaintRenders?: string[] }).__firstPaintRenders ?? []);

const dist = mkdtempSync(join(tmpdir(), 'first-paint-dist-'));
writeFileSync(join(dist, 'index.html'), TEMPLATE);
mkdirSync(join(dist, 'desk'));
writeFileSync(join(dist, 'desk', 'index.html'), '<!doctype html><title>desk</title>');
mkdirSync(join(dist, 'server'));
writeFileSync(join(dist, 'server', 'entry-server.js'), ENTRY_SERVER);
const merchantsDir = mkdtempSync(join(tmpdir(), 'first-paint-merchants-'));
cpSync(join(import.meta.dirname, '../../merchants'), merchantsDir, { recursive: true });

let t: TestPlatform;
/** What had rendered once the start-up warming was done, before any request of the tests. */
let warmedRenders: string[] = [];
beforeAll(async () => {
  t = await startTestPlatform({ distDir: dist, merchantsDir, games: true, warmPages: true });
  await t.platform.warmed;
  warmedRenders = [...renders()];
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(merchantsDir, { recursive: true, force: true });
});

/** Every `<script>` of the page: its attributes and its text. */
const scriptsOf = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1]!, text: m[2]! }));

describe('scripts start after the first paint', () => {
  it.each(['bdwin', 'vnlotto', 'cnstar'])('%s: no module script or preload in the page; the loader names the build\'s files', async (code) => {
    for (const path of ['/', '/rng', '/promotions']) {
      const html = await (await fetch(t.url + path, { headers: { Merchant: code } })).text();
      expect(html, path).not.toMatch(/<link[^>]*modulepreload/);
      expect(html, path).not.toMatch(/<script[^>]*type="module"/);
      const running = scriptsOf(html).filter((s) => !s.attributes.includes('type="application/json"'));
      expect(running, path).toHaveLength(1);
      const loader = running[0]!;
      expect(loader.attributes).toContain('data-entry="/assets/rolldown-runtime-123abc.js /assets/index-abc123.js"');
      expect(loader.attributes).toContain('data-preload="/assets/react-def456.js /assets/PortalRoot-0a1b2c.js"');
      // Last in the body, after the markup and the boot data it will read.
      expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf(loader.text));
      expect(html.indexOf(`<script id="${PORTAL_BOOT_ID}"`), path).toBeGreaterThan(0);
      // The page whose markup #root holds, where a tap before hydration may be played (inline-tap.ts).
      const rendered = path === '/promotions' ? null : code === 'cnstar' ? '/login' : path;
      expect(/<html[^>]* data-page="([^"]*)"/.exec(html)?.[1] ?? null, path).toBe(rendered);
    }
  });

  it("the CSP allows the loader by its hash, and no other inline script", async () => {
    const response = await fetch(`${t.url}/`, { headers: { Merchant: 'bdwin' } });
    const html = await response.text();
    const loader = scriptsOf(html).find((s) => s.attributes.includes('data-entry'))!;
    const hash = `'sha256-${createHash('sha256').update(loader.text).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'", hash]);
  });

  it('waits for a paint: the loader inserts nothing until the first contentful paint or a hidden page', async () => {
    const html = await (await fetch(`${t.url}/`, { headers: { Merchant: 'vnlotto' } })).text();
    const text = scriptsOf(html).find((s) => s.attributes.includes('data-entry'))!.text;
    expect(text).toContain('"first-contentful-paint"');
    expect(text).toContain('requestAnimationFrame');
    expect(text).toContain('"load"');
  });
});

describe('pages warmed at start', () => {
  it("each merchant's home and slots list were asked for once the platform listened", async () => {
    const report = await t.platform.warmed;
    const codes = t.platform.merchants.all.map((merchant) => merchant.code);
    expect(codes.toSorted()).toEqual(['bdwin', 'cnstar', 'vnlotto']);
    expect(report?.pages).toEqual(codes.flatMap((code) => [`${code} / 200`, `${code} /rng 200`]));
    // cnstar sends guests to the login first: its home and list are both the home with the login
    // dialog, rendered once.
    expect(warmedRenders).toEqual(codes.flatMap((code) => (code === 'cnstar' ? ['cnstar /login'] : [`${code} /`, `${code} /rng`])));
  });

  it('the next visitor gets the kept render: nothing renders again', async () => {
    const before = renders().length;
    for (const code of ['bdwin', 'vnlotto']) {
      for (const path of ['/', '/rng']) {
        const html = await (await fetch(t.url + path, { headers: { Merchant: code } })).text();
        expect(html, `${code} ${path}`).toContain(`<p class="rendered">${code}</p>`);
      }
    }
    expect(renders()).toHaveLength(before);
  });

  it('a platform not asked to warm has nothing to report', async () => {
    const other = await startTestPlatform({ distDir: dist, merchantsDir });
    try {
      expect(await other.platform.warmed).toBeNull();
    } finally {
      await other.close();
    }
  });
});
