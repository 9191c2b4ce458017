// A guest's first screens as the server renders them, in Chromium against the
// real platform:
// - /login is home with the login dialog: on cnstar (login to home page) every first visit to /,
//   /rng or /login is that page, read with JavaScript off, then hydrated exactly (no console
//   error: the fixture; React takes over the server's form) at the address the guard would go to;
// - what a visitor types before the script arrives is kept: the login form's fields (and the
//   login then signs in with them), the slots list's search (and the list is searched for it);
// - the slots list's first tiles carry their art in the page: no request for any of them;
// - a visit the markup is not for (a member's reload, another language) never shows it.
// The scripts are held back by routing, never by waiting a time.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_PAGE_SIZE } from '../../src/shared/games/index.ts';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shot } from './shots.ts';
import { appReady, holdScripts, platformGet, platformUrl } from './helpers.ts';
import { describeShifts, shiftsOf, watchShifts } from './layout-shifts.ts';

interface Game { gameId: number; gameName: string; imagePath: string }
interface GamePage { list: Game[]; totalCount: number; totalPages: number }

const locale = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src/shared/i18n/locales', `${language}.json`), 'utf8')) as Record<string, string>;
const CN = locale('CN');
const BN = locale('BN');
const EN = locale('EN');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Keeps the server's form node (window.__serverForm) to check later that React took it over. */
const keepServerForm = (page: Page) => page.evaluate(() => {
  (window as unknown as { __serverForm: Element | null }).__serverForm = document.querySelector('#root form.loginModal');
});
const serverFormHydrated = (page: Page) => page.evaluate(() => {
  const form = (window as unknown as { __serverForm: Element | null }).__serverForm;
  return !!form && form.isConnected && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
});

const served = async (request: import('@playwright/test').APIRequestContext, merchant: MerchantCode, path: string) => {
  const html = await (await request.get(platformUrl(path), { headers: { Merchant: merchant } })).text();
  return {
    root: html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="portal-boot"')),
    boot: JSON.parse(/<script id="portal-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { rendered?: string; games?: { page: GamePage } },
  };
};

for (const size of SIZES) {
  test(`cnstar ${size.name}: a guest's first screen is the server's login dialog over the home, hydrated at /login`, async ({ page, browser, request }) => {
    for (const path of ['/', '/rng']) {
      const { root, boot } = await served(request, 'cnstar', path);
      expect(boot.rendered, path).toBe('/login');
      expect(root, path).toContain('<form class="form loginModal"');
    }
    const viewport = { width: size.width, height: size.height };
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const first = await noScript.newPage();
    await first.goto(merchantUrl('cnstar', '/rng'));
    const before = first.getByRole('dialog', { name: CN['auth.login'] });
    await expect(before.getByLabel(CN['field.username']!, { exact: true })).toBeVisible();
    await expect(before.getByLabel(CN['field.password']!, { exact: true })).toBeVisible();
    await expect(before.getByRole('button', { name: CN['auth.submitLogin'], exact: true })).toBeVisible();
    await shot(first, `/tmp/rng-shots/cnstar-login-${size.name}-before-js.png`);
    await noScript.close();

    await page.setViewportSize(viewport);
    await watchShifts(page);
    const release = await holdScripts(page);
    await page.goto(merchantUrl('cnstar', '/rng'), { waitUntil: 'commit' });
    await expect(page.locator('#root form.loginModal')).toBeVisible();
    await keepServerForm(page);
    release();
    // Hydrated: the dialog's effects ran (the page behind is locked) on the server's own form.
    await expect(page.locator('html')).toHaveAttribute('data-dialogs', '1');
    expect(await serverFormHydrated(page), 'React took over the server form').toBe(true);
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('dialog', { name: CN['auth.login'] });
    await expect(dialog.getByLabel(CN['field.username']!, { exact: true })).toBeFocused();
    const { total, shifts } = await shiftsOf(page);
    expect(total, describeShifts(shifts)).toBeLessThan(0.02);
    await shot(page, `/tmp/rng-shots/cnstar-login-${size.name}-hydrated.png`);
  });
}

test('cnstar: what a guest types into the server\'s login form before the script arrives signs in', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const release = await holdScripts(page);
  await page.goto(merchantUrl('cnstar', '/'), { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: CN['auth.login'] });
  await dialog.getByLabel(CN['field.username']!, { exact: true }).fill('member01');
  await dialog.getByLabel(CN['field.password']!, { exact: true }).fill('Member@123');
  // (A submit before the app has the page is played once it has: taps-before-hydration.spec.ts.)
  await keepServerForm(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-dialogs', '1');
  expect(await serverFormHydrated(page)).toBe(true);
  // A render after hydration (the captcha check starts) did not wipe the fields.
  await expect(dialog.getByLabel(CN['field.username']!, { exact: true })).toHaveValue('member01');
  await expect(dialog.getByLabel(CN['field.password']!, { exact: true })).toHaveValue('Member@123');
  await dialog.getByRole('button', { name: CN['auth.submitLogin'], exact: true }).click();
  // The login used the kept values: the dialog closes and the header names the member.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible();
  expect(documents).toEqual([merchantUrl('cnstar', '/')]);
});

test('bdwin /rng: a name typed into the search before the script arrives is searched once hydrated', async ({ page, request }) => {
  const first = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=${GAME_PAGE_SIZE}`);
  const last = (await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=${first.totalPages}&pageSize=${GAME_PAGE_SIZE}`)).list.at(-1)!;
  const found = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent(last.gameName)}&pageSize=1`);
  expect(found.totalCount).toBeLessThan(first.totalCount);
  const release = await holdScripts(page);
  await page.goto(merchantUrl('bdwin', '/rng'), { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: BN['games.search'] });
  await search.fill(last.gameName);
  release();
  // Hydrated (the virtual rows replace the server's grid), the text is still there and was searched.
  await expect(page.locator('.game-grid-row').first()).toBeVisible();
  await expect(page.getByText(BN['games.count_other']!.replace('{{count}}', String(found.totalCount)))).toBeVisible();
  await expect(search).toHaveValue(last.gameName);
  await expect(page.locator(`[role="list"] [data-game-id="${last.gameId}"]`)).toBeVisible();
});

test('bdwin /rng: the first screen\'s tiles draw their art from the page, with no request for it', async ({ page, request }) => {
  const { boot, root } = await served(request, 'bdwin', '/rng');
  // The art is in the markup only; the boot data has the call's addresses (the browser takes the
  // pictures from the markup before hydrating, so the virtual rows below still show them).
  expect(boot.games!.page.list.filter((game) => game.imagePath.startsWith('data:'))).toEqual([]);
  const first = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=${GAME_PAGE_SIZE}`);
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(merchantUrl('bdwin', '/rng'));
  await expect(page.locator('.game-grid-row').first()).toBeVisible();
  const firstTile = page.locator(`[data-game-id="${first.list[0]!.gameId}"] img`);
  await expect(firstTile).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  // Drawn (a broken data: URL would have no natural size).
  await expect.poll(() => firstTile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  const inlined = root.match(/<img src="data:image\/svg\+xml,/g)?.length;
  expect(inlined).toBe(12);
  // The markup's tiles never asked the image host for their art.
  for (const game of first.list.slice(0, inlined)) {
    const path = `/${game.imagePath.split('?')[0]}`;
    expect(images, game.gameName).not.toContain(path);
  }
  await shot(page, '/tmp/rng-shots/rng-phone-inline-art.png');
});

// The server's markup is a guest's, in the default language. A visit it is not for never shows it:
// the loader swaps it for the template's "Loading…" and starts the scripts at once.
test('cnstar: a signed-in member\'s reload never shows the guest\'s login dialog', async ({ page }) => {
  await page.goto(merchantUrl('cnstar', '/'));
  await appReady(page);
  const dialog = page.getByRole('dialog', { name: CN['auth.login'] });
  await dialog.getByLabel(CN['field.username']!, { exact: true }).fill('member01');
  await dialog.getByLabel(CN['field.password']!, { exact: true }).fill('Member@123');
  await dialog.getByRole('button', { name: CN['auth.submitLogin'], exact: true }).click();
  await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible();
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root .boot')).toBeAttached();
  await expect(page.locator('#root form.loginModal')).toHaveCount(0);
  release();
  await expect(page.getByRole('banner').getByText('member01', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('bdwin: a visitor who chose English never sees the Bengali markup', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  const release = await holdScripts(page);
  await page.goto(merchantUrl('bdwin', '/'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root .boot')).toBeAttached();
  await expect(page.locator('#root')).not.toContainText(BN['auth.login']!);
  release();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: EN['auth.login'], exact: true })).toBeVisible();
});
