// Server rendering of a guest's home, in Chromium against the real platform:
// the first HTML, read with JavaScript off, already shows the merchant's shell and home in its
// default language, its first banner included; with JavaScript the portal hydrates that very markup (React takes over the
// server's nodes instead of replacing them) without a console error and without moving it (a
// layout shift under 0.02), on a phone and a desktop,
// and the page works (the login dialog opens). A visitor the server could not render for (another
// stored language) gets the page rendered afresh, also without an error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, MERCHANTS, merchantUrl, test } from './fixtures.ts';
import { shot } from './shots.ts';
import { describeShifts, shiftsOf, watchShifts } from './layout-shifts.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const DEFAULT_LANGUAGE = { bdwin: 'BN', vnlotto: 'VI', cnstar: 'CN' } as const;
const firstBanner = (merchant: string, language: string) =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../merchants', merchant, 'content', `${language}.json`), 'utf8')) as { banners: { title: string }[] }).banners[0]!.title;
const locale = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src/shared/i18n/locales', `${language}.json`), 'utf8')) as Record<string, string>;

/**
 * Keeps the server's header node (before any script changes #root) and notes whether React ever
 * took it over: hydration attaches React's fiber to the server's nodes; a fresh render removes
 * them instead. Checked on every frame and when the node leaves the page (cnstar's guard moves a
 * guest to /login right after hydration, and React clears a removed node's fiber then).
 */
function watchServerMarkup() {
  const w = window as unknown as { __serverHeader?: Element | null; __hydrated?: boolean };
  w.__hydrated = false;
  const check = () => {
    if (w.__serverHeader && Object.keys(w.__serverHeader).some((key) => key.startsWith('__reactFiber'))) w.__hydrated = true;
  };
  document.addEventListener('DOMContentLoaded', () => {
    w.__serverHeader = document.querySelector('#root header.site-header');
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    const frame = () => {
      check();
      if (!w.__hydrated) requestAnimationFrame(frame);
    };
    frame();
  }, { once: true });
}

/** Whether React has taken over the server's header node (hydration attaches its fiber to it). */
const serverHeaderHydrated = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __serverHeader?: Element | null; __hydrated?: boolean };
    return w.__serverHeader ? w.__hydrated === true : null;
  });

for (const merchant of MERCHANTS) {
  for (const size of SIZES) {
    test(`${merchant} ${size.name}: the first HTML shows the home, and the page hydrates it`, async ({ page, browser }) => {
      const texts = locale(DEFAULT_LANGUAGE[merchant]);
      const viewport = { width: size.width, height: size.height };

      // Before JavaScript: the server's markup alone.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
      const first = await noScript.newPage();
      await first.goto(merchantUrl(merchant, '/'));
      await expect(first.getByRole('banner')).toBeVisible();
      await expect(first.getByRole('button', { name: texts['auth.login'], exact: true }).first()).toBeVisible();
      await expect(first.getByRole('heading', { name: texts['home.hotGames'] })).toBeVisible();
      await expect(first.getByRole('navigation', { name: texts['nav.main'] })).toBeVisible();
      // The merchant's first banner (its content file) is in the first paint, not after a call.
      await expect(first.locator('.banner-title').first()).toHaveText(firstBanner(merchant, DEFAULT_LANGUAGE[merchant]));
      await shot(first, `/tmp/ssr-shots/${merchant}-${size.name}-before-js.png`);
      await noScript.close();

      // With JavaScript: hydration, no console error (the fixture), a working page.
      await page.setViewportSize(viewport);
      await page.addInitScript(watchServerMarkup);
      await watchShifts(page);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await page.goto(merchantUrl(merchant, '/'));
      await expect.poll(() => serverHeaderHydrated(page), { message: 'React hydrated the server header' }).toBe(true);
      // The page carries every stylesheet the hydrated home needs: one fetched now would apply
      // late and move what the server drew (a layout shift), or hold up the first paint.
      expect(stylesheets, 'stylesheets fetched by the hydrated home').toEqual([]);
      // Taking the server's markup over moved nothing (as the slots list and cnstar's login dialog:
      // server-rendered-game-list, server-rendered-first-screens).
      const hydrated = await shiftsOf(page);
      expect(hydrated.total, describeShifts(hydrated.shifts)).toBeLessThan(0.02);
      if (merchant !== 'cnstar') await page.getByRole('button', { name: texts['auth.login'], exact: true }).first().click();
      // cnstar's first screen is the login dialog (login to home page): it opens after hydration.
      await expect(page.getByRole('dialog')).toBeVisible();
      // The hydrated page stays: cnstar's move to /login keeps the server's nodes (the same route
      // element), it does not build the page again.
      expect(await page.evaluate(() => document.contains((window as unknown as { __serverHeader: Element }).__serverHeader))).toBe(true);
      // No stylesheet blocks the first paint: the entry's CSS is in the page, never linked, and the
      // dialog's lazy chunk does not fetch it again.
      const inlined = await page.evaluate(() => document.querySelector<HTMLStyleElement>('head style[data-href*="/index-"]')?.dataset.href ?? null);
      expect(inlined, 'the entry stylesheet written into the page').toMatch(/^\/assets\/index-[\w-]+\.css$/);
      expect(stylesheets).not.toContain(inlined);
      expect(await page.locator(`link[rel="stylesheet"][href="${inlined}"]`).count()).toBe(0);
      await page.keyboard.press('Escape');
      await shot(page, `/tmp/ssr-shots/${merchant}-${size.name}-hydrated.png`);
    });
  }

  test(`${merchant}: a visitor with another stored language gets the page rendered afresh`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.addInitScript(watchServerMarkup);
    await page.goto(merchantUrl(merchant, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: locale('EN')['home.hotGames'] })).toBeVisible();
    // The page's loader swapped the server's markup (the default language's) for "Loading…" before
    // the document was parsed: no server header was ever there to hydrate.
    expect(await serverHeaderHydrated(page)).toBeNull();
  });
}
