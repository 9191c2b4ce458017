// Regression, in Chromium against the real platform: money is written one way
// per merchant. On the old code vnlotto's game page showed "Balance 8.00" beside a "₫ 800" header
// and offered a "1.00" bet that took 100 dong; bdwin's winner board used Bengali digits and
// compact numbers while the header used Latin digits, in Bengali and in English alike.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, merchantUrl } from './fixtures.ts';
import { headerBalanceButton, merchantCurrency, parseShownMoney, platformGet } from './helpers.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const BN = JSON.parse(readFileSync(new URL('../../src/shared/i18n/locales/BN.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The header balance once it shows a figure: its exact text and its minor units under the merchant's format. */
async function headerMoney(page: Page, format: MoneyFormat, language: 'EN' | 'BN' = 'EN'): Promise<{ text: string; minor: number }> {
  const button = language === 'EN' ? headerBalanceButton(page) : page.getByRole('banner').getByRole('button', { name: BN['header.refreshBalance'] });
  let shown = { text: '', minor: NaN };
  await expect.poll(async () => {
    const text = ((await button.textContent()) ?? '').trim();
    shown = { text, minor: parseShownMoney(text, format) ?? NaN };
    return Number.isNaN(shown.minor);
  }).toBe(false);
  return shown;
}

test('vnlotto: the game page shows the balance, bet and win exactly as the header, and a bet debits what it shows', async ({ page, request }) => {
  const vnd = await merchantCurrency(request, 'vnlotto');
  expect(vnd).toMatchObject({ code: 'VND', decimals: 0 });
  await openSignedIn(page, 'vnlotto', 'member01', 'Member@123');
  await headerMoney(page, vnd);
  await page.goto(merchantUrl('vnlotto', '/seaLottery?gameCode=LAO'));
  await expect(page.getByRole('heading', { name: 'Lao Lottery', level: 2 })).toBeVisible();
  const before = await headerMoney(page, vnd);
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/game$/);

  const frame = page.frameLocator('iframe[title="Game"]');
  const gameBalance = frame.getByLabel('Game balance');
  await expect(gameBalance).toHaveText(before.text);
  // The smallest bet is 100 minor units: 100 dong, labelled as the header would write it.
  const bet = frame.getByLabel('Bet');
  await expect(bet.locator('option').first()).toHaveText(formatMoney(100, vnd));
  await bet.selectOption('100');
  const betLabel = (await bet.locator('option:checked').textContent()) ?? '';
  const shownBet = parseShownMoney(betLabel, vnd);
  expect(shownBet).toBe(100);

  await frame.getByRole('button', { name: 'Pick 7' }).click();
  await frame.getByRole('button', { name: 'Draw' }).click();
  const result = frame.locator('#result');
  await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
  const net = Number(await result.getAttribute('data-net'));
  const win = net + (shownBet as number);
  await expect(result).toHaveText(win > 0 ? `You win ${formatMoney(win, vnd)}` : 'No win');
  // The header moves by exactly the shown bet (and the win), and both balances read the same.
  await expect.poll(async () => (await headerMoney(page, vnd)).minor).toBe(before.minor - (shownBet as number) + win);
  await expect(gameBalance).toHaveText((await headerMoney(page, vnd)).text);
});

for (const language of ['BN', 'EN'] as const) {
  test(`bdwin in ${language}: the winner board and the header write money alike, in Latin digits`, async ({ page, request }) => {
    const bdt = await merchantCurrency(request, 'bdwin');
    const winners = await platformGet<{ vo: { winAmountMinor: number } }[]>(request, 'bdwin', '/wps/relay/GCSGAME_getRankList');
    expect(winners.length).toBeGreaterThan(0);
    await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
    await headerMoney(page, bdt);
    if (language === 'BN') {
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'বাংলা' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    }
    const header = await headerMoney(page, bdt, language);
    const board = page.locator('section.winner-board');
    const amounts = board.locator('.winner-amount');
    await expect(amounts).toHaveText(winners.slice(0, 10).map((w) => formatMoney(w.vo.winAmountMinor, bdt)));
    for (const text of [header.text, ...(await amounts.allTextContents())]) {
      expect(text).toMatch(/^৳[0-9,]+\.[0-9]{2}$/);
      expect(parseShownMoney(text, bdt)).not.toBeNull();
    }
  });
}
