// The member centre's records on each merchant, against the real platform: a new member's wallet
// gets two movements; transactionHistory shows them for Today with the balance after each, a type
// filter and a past range show none, and the CSV export holds exactly those rows (headers in the
// member's language). The Deposits tab shows a paid deposit as Credited (and keeps it when
// filtered to Credited, not to Awaiting payment) and the Withdrawals tab shows none. Screens at 390x844 and 1280x800 go to /tmp/history.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';

async function fund(request: APIRequestContext, merchant: MerchantCode, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: transaction history for a range, a type filter, and the CSV export's rows`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const currency = (shipped(merchant) as unknown as { identity: { currency: MoneyFormat } }).identity.currency;
    const unit = 10 ** currency.decimals;
    const account = await registerOverApi(page, merchant);
    await fund(request, merchant, account, 1234 * unit);
    await fund(request, merchant, account, 56 * unit);

    await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await main.getByRole('button', { name: 'Today', exact: true }).click();
    const table = main.getByRole('table', { name: 'Transactions' });
    const rows = table.getByRole('row');
    // Header row + the two movements, newest first, each with the balance right after it.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`+${formatMoney(56 * unit, currency)}`);
    await expect(rows.nth(1)).toContainText(formatMoney(1290 * unit, currency));
    await expect(rows.nth(2)).toContainText(`+${formatMoney(1234 * unit, currency)}`);
    await expect(rows.nth(2)).toContainText('Adjustment');
    await shotBothSizes(page, `/tmp/history/transactions-${merchant}`);

    // A type with no movements, then a past range: nothing.
    await main.getByLabel('Type', { exact: true }).selectOption('deposit');
    await expect(main.getByText('No records in this range.')).toBeVisible();
    await main.getByLabel('Type', { exact: true }).selectOption('all');
    await expect(rows).toHaveCount(3);
    await main.getByRole('button', { name: 'Yesterday', exact: true }).click();
    await expect(main.getByText('No records in this range.')).toBeVisible();
    await main.getByRole('button', { name: 'Custom', exact: true }).click();
    const today = await page.evaluate(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; });
    await main.getByLabel('From', { exact: true }).fill(today);
    await main.getByLabel('To', { exact: true }).fill(today);
    await expect(rows).toHaveCount(3);

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`transactions-${today}-${today}.csv`);
    const text = readFileSync((await download.path()), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n').map((line) => line.split(','));
    const amount = (major: number) => (major).toFixed(currency.decimals);
    expect(lines[0]).toEqual(['Time', 'Type', 'Amount', 'Balance after', 'Order no.', 'Remark']);
    expect(lines.slice(1).map((l) => [l[1], l[2], l[3]])).toEqual([
      ['Adjustment', amount(56), amount(1290)],
      ['Adjustment', amount(1234), amount(1234)],
    ]);
    for (const line of lines.slice(1)) expect(line[0]).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d [+-]\\d\\d:\\d\\d$`)); // with its UTC offset (the one CSV writer)
    await expect(page.getByText('Exported 2 rows.')).toBeVisible();
  });
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: the Deposits tab shows a paid deposit's state, the Withdrawals tab none`, async ({ page }) => {
    test.setTimeout(120_000);
    const config = shipped(merchant) as unknown as { identity: { currency: MoneyFormat }; constants: { deposits: { channels: { name: string; chips: number[] }[] } } };
    const currency = config.identity.currency;
    const channel = config.constants.deposits.channels[0]!;
    const chipMinor = channel.chips[0]! * 10 ** currency.decimals;
    await registerOverApi(page, merchant);
    await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: new RegExp(channel.name) }).check();
    await main.getByRole('button', { name: formatMoney(chipMinor, currency), exact: true }).click();
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/^http:\/\/pay\.localhost:\d+\/pay\/checkout/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.hostname === `${merchant}.localhost` && url.searchParams.get('page') === 'depositv2');

    await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
    await main.getByRole('tab', { name: 'Deposits' }).click();
    const rows = main.getByRole('table', { name: 'Deposits' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(formatMoney(chipMinor, currency));
    await expect(rows.nth(1)).toContainText('Credited');
    // The status filter: the platform keeps only that state.
    const status = main.getByRole('combobox', { name: 'Status' });
    await status.selectOption({ label: 'Awaiting payment' });
    await expect(main.getByText('No records in this range.')).toBeVisible();
    await status.selectOption({ label: 'Credited' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Credited');
    await shotBothSizes(page, `/tmp/history/deposits-${merchant}`);
    // Yesterday holds none of it.
    await main.getByRole('button', { name: 'Yesterday', exact: true }).click();
    await expect(main.getByText('No records in this range.')).toBeVisible();
    await main.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(rows).toHaveCount(2);
    await main.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(main.getByText('No records in this range.')).toBeVisible();
  });
}
