// Bet records and profit and loss on each merchant, against the real platform: a new member plays
// slot rounds in the demo game; personalHistoryCopy lists those rounds for Today with the range's
// totals (count, bets, profit or loss as the game reported each round), the Slots filter keeps
// them and another category shows none; personalProfit shows the same net for the range and on
// its Slots row. Screens at 390x844 and 1280x800 go to /tmp/bets.
import type { APIRequestContext } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';

const BET = 5000;
const SPINS = 3;

async function fund(request: APIRequestContext, merchant: MerchantCode, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: slot rounds in bet records with their totals, and the same net in profit and loss`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const currency = (shipped(merchant) as unknown as { identity: { currency: MoneyFormat } }).identity.currency;
    const money = (minor: number) => formatMoney(minor, currency);
    const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));
    const account = await registerOverApi(page, merchant);
    await fund(request, merchant, account, BET * 10);
    const main = page.getByRole('main');

    await page.goto(merchantUrl(merchant, '/rng'));
    await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
    const frame = page.frameLocator('iframe[title="Game"]');
    await frame.getByLabel('Bet').selectOption(String(BET));
    const result = frame.locator('#result');
    let net = 0;
    for (let spin = 0; spin < SPINS; spin += 1) {
      await result.evaluate((el) => el.removeAttribute('data-net')).catch(() => undefined);
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(result).toHaveAttribute('data-net', /^-?\d+$/);
      net += Number(await result.getAttribute('data-net'));
    }

    await page.goto(merchantUrl(merchant, '/member?page=personalHistoryCopy'));
    await main.getByRole('button', { name: 'Today', exact: true }).click();
    const table = main.getByRole('table', { name: 'Bet history' });
    await expect(table.getByRole('row')).toHaveCount(SPINS + 1);
    await expect(table.getByRole('row').nth(1)).toContainText('Slots');
    const totals = main.getByTestId('bet-totals');
    await expect(totals.getByRole('definition').nth(0)).toHaveText(String(SPINS));
    await expect(totals.getByRole('definition').nth(1)).toHaveText(money(BET * SPINS));
    await expect(totals.getByRole('definition').nth(4)).toHaveText(signed(net));
    await shotBothSizes(page, `/tmp/bets/records-${merchant}`);

    await main.getByLabel('Category').selectOption({ label: 'Live Casino' });
    await expect(main.getByText('No bets in this range.')).toBeVisible();
    await expect(totals.getByRole('definition').nth(0)).toHaveText('0');
    await main.getByLabel('Category').selectOption({ label: 'Slots' });
    await expect(table.getByRole('row')).toHaveCount(SPINS + 1);

    await page.goto(merchantUrl(merchant, '/member?page=personalProfit'));
    await main.getByRole('button', { name: 'Today', exact: true }).click();
    const figures = main.getByTestId('profit-totals');
    await expect(figures.getByRole('definition').last()).toHaveText(signed(net));
    await expect(figures.getByRole('definition').nth(2)).toHaveText(money(BET * SPINS));
    const slots = main.getByRole('row').filter({ hasText: 'Slots' });
    await expect(slots).toContainText(signed(net));
    await expect(main.getByRole('img', { name: 'Daily profit or loss' }).or(main.getByText('No bets in this range.')).first()).toBeVisible();
    await shotBothSizes(page, `/tmp/bets/profit-${merchant}`);
  });
}
