// The member's statement on a phone (390x844), against the real platform: a new member is funded
// twice and deposits through the pay page; the Statement page in the member centre lists the three
// movements newest first with the balance before and after each, shows the lifetime net deposits
// and the closing balance, and its CSV holds the same lines with the chained balances (headers in
// the member's language). Screens at 390x844 and 1280x800 go to /tmp/statement.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes, PHONE } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';

const merchant = 'bdwin';

async function fund(request: APIRequestContext, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

test.use({ viewport: PHONE });

test('bdwin: the statement page on a phone, its balances before and after, net deposits and CSV', async ({ page, request }) => {
  test.setTimeout(180_000);
  const config = shipped(merchant) as unknown as { identity: { currency: MoneyFormat }; constants: { deposits: { channels: { name: string; chips: number[] }[] } } };
  const currency = config.identity.currency;
  const unit = 10 ** currency.decimals;
  const money = (major: number) => formatMoney(major * unit, currency);
  const channel = config.constants.deposits.channels[0]!;
  const chip = channel.chips[0]!;
  const account = await registerOverApi(page, merchant);
  await fund(request, account, 1000 * unit);
  await fund(request, account, 50 * unit);

  await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(channel.name) }).check();
  await main.getByRole('button', { name: formatMoney(chip * unit, currency), exact: true }).click();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/^http:\/\/pay\.localhost:\d+\/pay\/checkout/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.hostname === `${merchant}.localhost` && url.searchParams.get('page') === 'depositv2');

  // The member menu leads to it.
  await page.goto(merchantUrl(merchant, '/member?page=statement'));
  await expect(main.getByRole('heading', { name: 'Statement', level: 1 })).toBeVisible();
  const rows = main.getByRole('table', { name: 'Statement' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  // Newest first: the deposit (its channel fee, if any, kept), then the two credits.
  const depositText = await rows.nth(1).textContent();
  expect(depositText).toContain('Deposit');
  await expect(rows.nth(2)).toContainText('Adjustment');
  await expect(rows.nth(2)).toContainText(`+${money(50)}`);
  await expect(rows.nth(2)).toContainText(money(1000));
  await expect(rows.nth(2)).toContainText(money(1050));
  await expect(rows.nth(3)).toContainText(`+${money(1000)}`);
  await expect(rows.nth(3)).toContainText(formatMoney(0, currency));
  await expect(main.getByText('Lifetime net deposits')).toBeVisible();
  await expect(main.getByTestId('statement-net-deposits')).not.toHaveText(formatMoney(0, currency));
  const box = await main.getByRole('table', { name: 'Statement' }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  await shotBothSizes(page, '/tmp/statement/statement-bdwin');

  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n').map((line) => line.split(','));
  expect(lines[0]).toEqual(['ID', 'Time', 'Type', 'Game', 'Remark', 'Amount', 'Balance before', 'Balance after', 'Order no.']);
  const body = lines.slice(1, 4);
  expect(body.map((l) => l[2])).toEqual(['Deposit', 'Adjustment', 'Adjustment']);
  // Oldest first, each line starts at the balance the one before it ended at.
  const oldestFirst = [...body].reverse();
  expect(oldestFirst[0]![6]).toBe((0).toFixed(currency.decimals));
  for (let n = 1; n < oldestFirst.length; n += 1) expect(oldestFirst[n]![6]).toBe(oldestFirst[n - 1]![7]);
  const net = lines.find((l) => l[0] === 'Lifetime net deposits');
  expect(Number(net?.[1])).toBe(Number(body[0]![5]));
  expect(lines.find((l) => l[0] === 'Closing balance')?.[1]).toBe(body[0]![7]);
});
