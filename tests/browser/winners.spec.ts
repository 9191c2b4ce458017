// The winner lists against the real platform: on bdwin and vnlotto a guest follows the home
// winner board's "See all winners" to the full page, whose wins are sorted by amount (biggest
// first), with masked accounts and amounts in the merchant's currency format. On bdwin a new
// member then wins real-money slot rounds in another browser, and the open winners page shows the
// win without a reload. Screens at 390x844 and 1280x800 go to /tmp/winners.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { merchantCurrency, openInEnglish, parseShownMoney, platformUrl } from './helpers.ts';
import { register, shipped } from './register-helpers.ts';
import { formatMoney } from '../../src/shared/money.ts';

/** How often the winners page asks again (WINNERS_REFRESH_MS in src/portal/features/games/WinnerBoard.tsx). */
const WINNERS_REFRESH_MS = 30_000;

const BET = 5000;

async function fund(request: APIRequestContext, merchant: MerchantCode, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

/** The winners table's rows, as shown: account and amount cells. */
async function shownWins(page: Page) {
  const table = page.getByRole('main').getByRole('table', { name: 'Biggest wins' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = await table.getByRole('row').all();
  const out: { account: string; amount: string }[] = [];
  for (const row of rows.slice(1)) {
    const cells = row.getByRole('cell');
    out.push({ account: (await cells.nth(1).textContent()) ?? '', amount: ((await cells.nth(3).textContent()) ?? '').trim() });
  }
  return out;
}

// cnstar asks guests to sign in first (its first screen is the login): bdwin and vnlotto show guests the board.
for (const merchant of ['bdwin', 'vnlotto'] as const) {
  test(`${merchant}: the home board leads to the full winners page, biggest first, masked, in the merchant's money`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const currency = await merchantCurrency(request, merchant);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInEnglish(page, merchant);
    // A pop-up notice that opens on load is closed first (it would cover the board).
    await page.waitForLoadState('networkidle');
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'See all winners' }).click();
    await expect(page).toHaveURL(/\/winners$/);
    await expect(page.getByRole('heading', { name: 'Biggest wins', level: 1 })).toBeVisible();
    const wins = await shownWins(page);
    expect(wins.length).toBeGreaterThan(0);
    const amounts = wins.map((w) => parseShownMoney(w.amount, currency));
    for (const a of amounts) expect(a).not.toBeNull();
    expect([...amounts].sort((a, b) => b! - a!)).toEqual(amounts);
    // Written by the merchant's money format, the way it writes any amount.
    for (const [i, w] of wins.entries()) expect(w.amount).toBe(formatMoney(amounts[i]!, currency));
    // Masked by the platform: the first two characters and the last, never the whole name.
    for (const w of wins) expect(w.account).toMatch(/^[^*]{1,2}\*\*\*[^*]?$/);
    await shotBothSizes(page, `/tmp/winners/page-${merchant}`);
  });
}

test('bdwin: a new win appears on the open winners page without a reload', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const merchant = 'bdwin';
  const currency = await merchantCurrency(request, merchant);
  // The page's own clock, so the test can move it on to the next refresh instead of waiting for it.
  await page.clock.install();
  await openInEnglish(page, merchant, '/winners');
  const before = await shownWins(page);
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });

  // A new member wins slot rounds in a browser of its own.
  const player = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const account = await register(player, request, merchant, shipped(merchant).features.usernameRegister ? 'username' : 'mobile');
  const masked = `${account.slice(0, 2)}***${account.slice(-1)}`;
  await fund(request, merchant, account, BET * 60);
  await player.goto(merchantUrl(merchant, '/rng'));
  await player.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  const frame = player.frameLocator('iframe[title="Game"]');
  await frame.getByLabel('Bet').selectOption(String(BET));
  const result = frame.locator('#result');
  let bestWin = 0;
  for (let spin = 0; spin < 50 && bestWin === 0; spin += 1) {
    await result.evaluate((el) => el.removeAttribute('data-net')).catch(() => undefined);
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
    bestWin = Math.max(bestWin, Number(await result.getAttribute('data-net')) + BET);
  }
  expect(bestWin, 'a win in 50 spins').toBeGreaterThan(0);
  await player.context().close();

  // The open page asks again on its own every 30 s (WINNERS_REFRESH_MS): its clock is moved on by
  // that rather than waited for, and the member's win shows, no reload.
  const table = page.getByRole('main').getByRole('table', { name: 'Biggest wins' });
  const row = table.getByRole('row').filter({ hasText: masked }).filter({ hasText: formatMoney(bestWin, currency) });
  await page.clock.fastForward(WINNERS_REFRESH_MS);
  await expect(row.first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // Not a row shown before: a mask (two letters, the last one) can match another winner's, not with this amount too.
  expect(before.some((w) => w.account === masked && w.amount === formatMoney(bestWin, currency))).toBe(false);
  await shotBothSizes(page, '/tmp/winners/live-bdwin');
});
