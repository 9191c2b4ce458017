// The home page's game blocks: hot games are real tiles that launch through the lobby's launch
// path (a guest gets the login popup, a member lands in the game frame), and the winner board
// reads the rank list's `vo` entries, biggest win first.
import { test, expect } from './fixtures.ts';
import { logIn, openInEnglish, platformGet } from './helpers.ts';

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

test('winner board on home: account and game from each entry vo, biggest win first', async ({ page }) => {
  // The rank list's real shape (GCSGAME_getRankList): entries { vo: { account, gameName, winAmount } }.
  // Wins come from played rounds, which this test does not wait for: it answers the one call.
  await page.route('**/wps/relay/GCSGAME_getRankList*', (route) =>
    route.fulfill({
      json: {
        success: true,
        errorCode: null,
        message: null,
        value: [
          { vo: { account: 'sm***01', gameName: 'Small Win', winAmount: 12, vassalage: 'JILI' } },
          { vo: { account: 'bi***99', gameName: 'Big Win', winAmount: 98_000, vassalage: 'PG' } },
        ],
      },
    }),
  );
  await openInEnglish(page, 'bdwin');
  const board = page.getByRole('region', { name: 'Big winners' });
  const rows = board.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('bi***99');
  await expect(rows.nth(0)).toContainText('Big Win');
  await expect(rows.nth(1)).toContainText('sm***01');
  await expect(rows.nth(1)).toContainText('Small Win');
});

test('logging in from the header then a hot game goes straight to the frame', async ({ page }) => {
  await openInEnglish(page, 'bdwin');
  await logIn(page, 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('list', { name: 'Hot games' }).getByRole('button', { name: /^Play / }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('body')).toBeVisible();
});
