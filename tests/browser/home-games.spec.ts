// The home page's game blocks: hot games are real tiles that launch through the lobby's launch
// path (a guest gets the login popup, a member lands in the game frame), and the winner board
// reads the rank list's `vo` entries, biggest win first.
import { test, expect } from './fixtures.ts';
import { shot } from './shots.ts';
import { logIn, openInEnglish, platformGet } from './helpers.ts';

interface RankEntry {
  vo: { account: string; gameName: string; winAmount: number };
}

interface PopularGame {
  gameName: string;
  isGame: string;
}

test('hot games on home: tiles with images; a guest gets the login popup, a member the game frame', async ({ page, request }) => {
  const popular = await platformGet<PopularGame[]>(request, 'bdwin', '/lgw/games/popular?limit=12');
  const first = popular.find((g) => g.isGame === 'GAME')!;
  await openInEnglish(page, 'bdwin');
  const hot = page.getByRole('list', { name: 'Hot games' });
  await expect(hot.getByRole('listitem')).toHaveCount(Math.min(12, popular.length));
  const tile = hot.getByRole('button', { name: `Play ${first.gameName}`, exact: true });
  await expect(tile).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', /\S+\.(png|jpg|webp|svg)/);
  // Laid out as a grid of tiles: the first two share a row, each far narrower than the block.
  const [a, b, block] = await Promise.all([hot.getByRole('listitem').nth(0).boundingBox(), hot.getByRole('listitem').nth(1).boundingBox(), hot.boundingBox()]);
  expect(a!.y).toBe(b!.y);
  expect(a!.width).toBeLessThan(block!.width / 3);

  await tile.click();
  await expect(page.getByRole('dialog', { name: 'Please log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('dialog', { name: 'Please log in' }).getByLabel('Username').fill('member01');
  await page.getByRole('dialog', { name: 'Please log in' }).getByLabel('Password', { exact: true }).fill('Member@123');
  await page.getByRole('dialog', { name: 'Please log in' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(page.url().replace(/\/[^/]*$/, '/'));
  await page.getByRole('list', { name: 'Hot games' }).getByRole('button', { name: `Play ${first.gameName}`, exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator('iframe[title="Game"]')).toHaveAttribute('src', /\/demo-games\//);
});

test('winner board on home: account and game from each entry vo, biggest win first', async ({ page, request }) => {
  // The real rank list (GCSGAME_getRankList): the platform's seed settles a few winning demo-lottery
  // rounds per merchant (src/platform/games/seed-wins.ts, SEED_WINS), more wins come from rounds
  // other specs play. The board must show exactly the entries of the answer the page received.
  const seeded = await platformGet<RankEntry[]>(request, 'bdwin', '/wps/relay/GCSGAME_getRankList');
  const names = seeded.map((e) => e.vo.account);
  for (const account of ['ne***1', 'se***1', 'ex***1']) expect(names).toContain(account);
  const answer = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_getRankList'));
  await openInEnglish(page, 'bdwin');
  const entries = ((await (await answer).json()) as { success: boolean; value: RankEntry[] }).value;
  expect(entries.length).toBeGreaterThanOrEqual(7);
  const amounts = entries.map((e) => e.vo.winAmount);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  // The biggest seeded win: expired01's 50.00 bet at 9x on a lottery game.
  expect(entries.some((e) => e.vo.account === 'ex***1' && e.vo.winAmount === 450)).toBe(true);
  // The merchant's winnerBoard block shows the first `limit` entries.
  const config = await platformGet<{ screens: { home: { blocks: Array<{ type: string; limit?: number }> } } }>(request, 'bdwin', '/wps/portal/config');
  const limit = config.screens.home.blocks.find((b) => b.type === 'winnerBoard')?.limit ?? 10;
  const shown = entries.slice(0, limit);
  const board = page.getByRole('region', { name: 'Big winners' });
  const rows = board.getByRole('listitem');
  await expect(rows).toHaveCount(shown.length);
  for (const [i, entry] of shown.entries()) {
    expect(entry.vo.account).toMatch(/^\w{2}\*\*\*\w$/);
    expect(entry.vo.gameName).not.toBe('');
    await expect(rows.nth(i)).toContainText(entry.vo.account);
    await expect(rows.nth(i)).toContainText(entry.vo.gameName);
  }
});

test('logging in from the header then a hot game goes straight to the frame', async ({ page }) => {
  await openInEnglish(page, 'bdwin');
  await logIn(page, 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('list', { name: 'Hot games' }).getByRole('button', { name: /^Play / }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('body')).toBeVisible();
});

test('vendor wall on home: each provider is its drawn logo, named, and opens its games', async ({ page }) => {
  await openInEnglish(page, 'bdwin');
  const wall = page.locator('section.vendor-wall');
  await expect(wall.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  const logos = wall.getByRole('link').locator('img');
  await expect(logos).toHaveCount(7);
  await expect(wall.getByRole('link', { name: 'PG Soft' })).toBeVisible();
  await wall.scrollIntoViewIfNeeded();
  for (const logo of await logos.all()) {
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(wall, '/tmp/vendor-wall-390.png');
  await wall.getByRole('link', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/rng\?vendor=PG$/);
});
