// The slots list rendered on the server and loaded a page at a time, in
// Chromium against the real platform: the served /rng already has the first page's tiles (read
// with JavaScript off), the portal hydrates that markup without a console error and without
// moving it, and the whole catalogue stays reachable though only one page came with the page:
// scrolling to the end shows the last game, a search finds a game from the last page, the vendor
// filter and the HOT tab are the platform's answers for the whole category.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_PAGE_SIZE } from '../../src/shared/games/index.ts';
import { expect, merchantUrl, test } from './fixtures.ts';
import { shot } from './shots.ts';
import { platformGet, platformUrl } from './helpers.ts';
import { describeShifts, shiftsOf, watchShifts } from './layout-shifts.ts';

interface Game { gameId: number; gameName: string; vassalage: string; hotRank: number | null }
interface GamePage { list: Game[]; totalCount: number; totalPages: number }

const BN = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/shared/i18n/locales/BN.json'), 'utf8')) as Record<string, string>;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Keeps the server's list heading and search box (before any script runs) and notes whether React
 * took those very nodes over (hydration attaches its fiber; a fresh render would replace them).
 * (The server's tiles themselves give way to the virtual rows in the render right after
 * hydration, which clears their fibers at once, so they cannot tell.)
 */
function watchServerTile() {
  const w = window as unknown as { __serverTile?: Element | null; __serverSearch?: Element | null; __hydrated?: boolean };
  w.__hydrated = false;
  const check = () => {
    const taken = (node: Element | null | undefined) => !!node?.isConnected && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    if (taken(w.__serverTile) && taken(w.__serverSearch)) w.__hydrated = true;
  };
  document.addEventListener('DOMContentLoaded', () => {
    w.__serverTile = document.querySelector('#root .games-screen h1');
    w.__serverSearch = document.querySelector('#root .games-screen input[type="search"]');
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    const frame = () => {
      check();
      if (!w.__hydrated && w.__serverTile?.isConnected) requestAnimationFrame(frame);
    };
    frame();
  }, { once: true });
}

const listOf = (page: Page) => page.getByRole('list', { name: BN['games.list'] ?? 'Games' });
const tileOf = (page: Page, game: Game) => listOf(page).getByRole('button', { name: `${BN['games.play']?.replace('{{name}}', game.gameName)}`, exact: true });

test('the served /rng has the first page of tiles, in the default language, before any script', async ({ browser, request }) => {
  const first = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=${GAME_PAGE_SIZE}`);
  const served = (path: string) => request.get(platformUrl(path), { headers: { Merchant: 'bdwin' } }).then((r) => r.text());
  const html = await served('/rng');
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="portal-boot"'));
  // A first screen of tiles in the markup (GameGrid SERVER_TILES: 12); page 1 whole in the boot data.
  expect(root.match(/role="listitem"/g)?.length).toBe(12);
  expect(root).toContain(`data-game-id="${first.list[0]!.gameId}"`);
  expect(root).toContain(`data-game-id="${first.list[11]!.gameId}"`);
  expect(root).not.toContain(`data-game-id="${first.list[12]!.gameId}"`);
  const boot = JSON.parse(/<script id="portal-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as { games: { page: GamePage } };
  expect(boot.games.page.list.map((g) => g.gameId)).toEqual(first.list.map((g) => g.gameId));
  // A list the address chooses (a vendor, a tab) is not the one rendered: that page comes without markup.
  const other = await served('/rng?vassalage=PG');
  expect(other).not.toContain('role="listitem"');

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await noScript.newPage();
  await page.goto(merchantUrl('bdwin', '/rng'));
  await expect(page.getByRole('heading', { name: BN['nav.rng'], level: 1 })).toBeVisible();
  await expect(page.getByText(BN['games.count_other']!.replace('{{count}}', String(first.totalCount)))).toBeVisible();
  await expect(tileOf(page, first.list[0]!)).toBeVisible();
  await noScript.close();
});

for (const size of SIZES) {
  test(`${size.name}: the portal hydrates the server's tiles without a shift, then loads the rest page by page`, async ({ page, request }) => {
    const first = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=${GAME_PAGE_SIZE}`);
    const last = (await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=${first.totalPages}&pageSize=${GAME_PAGE_SIZE}`)).list.at(-1)!;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('GCSGAME_gameList')) asked.push(new URL(r.url()).searchParams.toString());
    });
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.addInitScript(watchServerTile);
    await watchShifts(page);
    await page.goto(merchantUrl('bdwin', '/rng'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hydrated?: boolean }).__hydrated), { message: 'React took over the server\'s list' }).toBe(true);
    // Hydrated, the grid is the virtual rows (the static page-1 grid is gone), at the same place.
    await expect(page.locator('.game-grid-row').first()).toBeVisible();
    await expect(page.locator('.game-grid-static')).toHaveCount(0);
    await expect(tileOf(page, first.list[0]!)).toBeVisible();
    await shot(page, `/tmp/rng-shots/rng-${size.name}-hydrated.png`);
    const { total, shifts } = await shiftsOf(page);
    expect(total, describeShifts(shifts)).toBeLessThan(0.02);
    // Page 1 came with the page: the portal did not ask for it again, nor for the whole list.
    expect(asked.filter((q) => /(^|&)pageNo=1(&|$)/.test(q))).toEqual([]);
    expect(asked.some((q) => q.includes('pageSize=10000'))).toBe(false);

    // The end of the list: the last game of the catalogue, from the last page only.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(listOf(page).locator(`[data-game-id="${last.gameId}"]`)).toBeVisible();
    expect(asked.some((q) => q.includes(`pageNo=${first.totalPages}&`) || q.endsWith(`pageNo=${first.totalPages}`))).toBe(true);
    expect(asked.length).toBeLessThan(first.totalPages / 4);
  });
}

test('search, vendor and HOT are the platform\'s answers over the whole catalogue', async ({ page, request }) => {
  const first = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=${GAME_PAGE_SIZE}`);
  const last = (await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${first.totalPages}&pageSize=${GAME_PAGE_SIZE}`)).list.at(-1)!;
  await page.goto(merchantUrl('bdwin', '/rng'));
  // Hydrated (the virtual rows replace the server's grid): from now on the page answers typing.
  await expect(page.locator('.game-grid-row').first()).toBeVisible();
  await expect(tileOf(page, first.list[0]!)).toBeVisible();

  // A game from the last page: not among the tiles the page came with, found by its name.
  await page.getByRole('searchbox', { name: BN['games.search'] }).fill(last.gameName.toLowerCase());
  await expect(tileOf(page, last)).toBeVisible();
  const found = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent(last.gameName)}&pageSize=1`);
  await expect(page.getByText(BN['games.count_other']!.replace('{{count}}', String(found.totalCount)))).toBeVisible();
  await page.getByRole('searchbox', { name: BN['games.search'] }).fill('');

  // The vendor filter counts the vendor's games in the whole catalogue.
  const vendorGames = await platformGet<GamePage>(request, 'bdwin', `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${last.vassalage}&pageSize=1`);
  await page.getByRole('combobox', { name: BN['games.vendor'] }).selectOption(last.vassalage);
  await expect(page.getByText(BN['games.count_other']!.replace('{{count}}', String(vendorGames.totalCount)))).toBeVisible();
  await expect(tileOf(page, vendorGames.list[0]!)).toBeVisible();
  await page.getByRole('combobox', { name: BN['games.vendor'] }).selectOption('');

  // HOT: the hottest game first, as the platform orders it.
  const hot = await platformGet<GamePage>(request, 'bdwin', '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=HOT&pageSize=2');
  await page.getByRole('tab', { name: BN['games.tab.HOT'] }).click();
  await expect(page.getByText(BN['games.count_other']!.replace('{{count}}', String(hot.totalCount)))).toBeVisible();
  await expect(listOf(page).getByRole('listitem').first()).toHaveAttribute('data-game-id', String(hot.list[0]!.gameId));
});

test('an address that names a vendor opens its games, under the peers\' name or the plain one', async ({ page, request }) => {
  const pg = await platformGet<GamePage>(request, 'bdwin', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1');
  // The peers' portals link a vendor's list with the wire's name; the portal's own links say `vendor`.
  for (const query of ['vassalage=PG', 'vendor=PG']) {
    await page.goto(merchantUrl('bdwin', `/rng?${query}`));
    await expect(page.getByRole('combobox', { name: BN['games.vendor'] })).toHaveValue('PG');
    await expect(page.getByText(BN['games.count_other']!.replace('{{count}}', String(pg.totalCount)))).toBeVisible();
    await expect(listOf(page).getByRole('listitem').first()).toHaveAttribute('data-game-id', String(pg.list[0]!.gameId));
  }
});
