// A withdrawal is paid exactly once, in Chromium against the real platform and the real desk: a
// member asks for a withdrawal on a phone; two desk tabs (finance and admin) have it in their queue.
// The first approval wins; a double click sends one; the second tab's approval and the approve call
// sent again under a new key are told "Someone else already handled this" (desk.state.changed).
// The same for the payout. Then the member's balance is the funding less the amount once, the
// transaction history holds one debit of the amount (beside the security deposit held until the
// member answers, which then comes back), and the desk shows one paid row: paid = the amount
// less the fee, once. Had the platform paid twice, the wallet would have lost the amount
// twice (the balance and the history's count say so) or the row's Paid column would read double.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { PHONE, shot } from './shots.ts';
import { headerBalanceButton, merchantCurrency, parseShownMoney, platformUrl } from './helpers.ts';
import { ADMIN, deskApiToken, deskSignIn, FINANCE } from './desk-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { firstWithdrawal } from './withdraw-helpers.ts';
import { formatMoney } from '../../src/shared/money.ts';

const merchant = 'bdwin';
const PAY = 'Pay@12345';
const FUNDED = 500_000;

test.use({ viewport: PHONE });

async function deskTab(page: Page, state: 'processing' | 'transferring' | 'success'): Promise<void> {
  await page.getByRole('link', { name: 'Withdrawals' }).click();
  await page.getByLabel('State').selectOption(state);
  await page.getByRole('button', { name: 'Filter' }).click();
}

async function decideByCall(request: APIRequestContext, token: string, id: number, action: string): Promise<string | null> {
  const answer = await request.post(platformUrl('/wps/desk/withdrawals/decide'), {
    headers: { Merchant: merchant, Authorization: token }, data: { id, action, idempotencyKey: `again-${action}-${id}-${Date.now()}` },
  });
  expect(answer.status()).toBeLessThan(500);
  return ((await answer.json()) as { errorCode: string | null }).errorCode;
}

test('bdwin: two desk tabs approve and pay one withdrawal; it is paid once', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const currency = await merchantCurrency(request, merchant);
  const account = await registerOverApi(page, merchant);
  const funded = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username: account, amountMinor: FUNDED } });
  expect((await funded.json()).success).toBe(true);

  // The member asks for 1,000.00 through the usual page.
  await page.goto(merchantUrl(merchant, '/member?page=withdraw'));
  const main = page.getByRole('main');
  await firstWithdrawal(page, main, PAY, '1000');
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const listed = await request.get(platformUrl('/wps/member/withdraw/list'), { headers: { Merchant: merchant, Authorization: token } });
  const mine = ((await listed.json()) as { value: { items: { id: number; amountMinor: number; feeMinor: number; securityDepositMinor: number }[] } }).value.items;
  expect(mine).toHaveLength(1);
  const { id, amountMinor, feeMinor, securityDepositMinor: deposit } = mine[0]!;
  expect(amountMinor).toBe(100_000);

  // Two desk tabs with the request in their queue.
  const first = await deskSignIn(browser, request, merchant, FINANCE);
  const second = await deskSignIn(browser, request, merchant, { ...ADMIN, signedIn: (desk) => desk.getByRole('heading', { name: 'Operators' }) });
  for (const desk of [first, second]) await deskTab(desk, 'processing');
  const rowIn = (desk: Page) => desk.getByRole('row').filter({ hasText: account });
  await expect(rowIn(first)).toHaveCount(1);
  await expect(rowIn(second)).toHaveCount(1);
  await rowIn(second).getByRole('button', { name: 'Approve' }).click();

  // The first tab approves with a double click on Confirm: one approval.
  await rowIn(first).getByRole('button', { name: 'Approve' }).click();
  await first.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(first.getByRole('status')).toHaveText('Done: Approve.');
  await expect(rowIn(first)).toHaveCount(0);

  // The second tab, opened before, is told, and its list no longer offers it.
  const late = second.getByRole('dialog', { name: 'Approve' });
  await late.getByRole('button', { name: 'Confirm' }).click();
  await expect(late.getByRole('alert')).toHaveText('Someone else already handled this. The list is refreshed.');
  await shot(second, '/tmp/paid-once/second-approval-1280.png');
  await late.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowIn(second)).toHaveCount(0);
  // The approve call sent again (a new key) is refused the same way.
  const admin = await deskApiToken(request, merchant, ADMIN);
  expect(await decideByCall(request, admin, id, 'approve')).toBe('desk.state.changed');

  // The payout: the same race, the same answer.
  for (const desk of [first, second]) await deskTab(desk, 'transferring');
  await rowIn(second).getByRole('button', { name: 'Pay' }).click();
  await rowIn(first).getByRole('button', { name: 'Pay' }).click();
  await first.getByRole('dialog', { name: 'Pay' }).getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(first.getByRole('status')).toHaveText('Done: Pay.');
  const latePay = second.getByRole('dialog', { name: 'Pay' });
  await latePay.getByRole('button', { name: 'Confirm' }).click();
  await expect(latePay.getByRole('alert')).toHaveText('Someone else already handled this. The list is refreshed.');
  await latePay.getByRole('button', { name: 'Cancel' }).click();
  expect(await decideByCall(request, admin, id, 'pay')).toBe('desk.state.changed');

  // The desk: one row, paid the amount less the fee once, awaiting the member's answer.
  const paidRow = rowIn(first);
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow.getByRole('cell').nth(4)).toHaveText(formatMoney(amountMinor - feeMinor, currency));
  await expect(paidRow).toContainText('Transferring · awaiting confirmation');
  await expect(paidRow.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await first.setViewportSize({ width: 1280, height: 800 });
  await shot(first, '/tmp/paid-once/desk-paid-1280.png');

  // The member: the wallet gave the amount (and the security deposit held until the member
  // answers) once; the history's withdrawals are those two debits, the amount's once.
  const balance = async () => parseShownMoney(((await headerBalanceButton(page).textContent()) ?? '').trim(), currency);
  await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
  await headerBalanceButton(page).click();
  await expect.poll(balance).toBe(FUNDED - amountMinor - deposit);
  await main.getByRole('button', { name: 'Today', exact: true }).click();
  await main.getByLabel('Type', { exact: true }).selectOption('withdrawal');
  const rows = main.getByRole('table', { name: 'Transactions' }).getByRole('row');
  await expect(rows).toHaveCount(3); // the header, the amount and the deposit
  await expect(rows.filter({ hasText: `-${formatMoney(amountMinor, currency)}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `-${formatMoney(deposit, currency)}` })).toHaveCount(1);
  await expect(rows.nth(1)).toContainText(formatMoney(FUNDED - amountMinor - deposit, currency));
  await shot(page, '/tmp/paid-once/member-history-390.png');

  // The member confirms it received: the desk shows it once, as a success.
  await page.goto(merchantUrl(merchant, '/member?page=withdraw'));
  await page.getByRole('region', { name: 'The payment has been disbursed, please confirm whether it has been received' }).getByRole('button', { name: 'Received', exact: true }).click();
  await expect(page.getByText('Thank you, your answer is recorded.')).toBeVisible();
  // The deposit came back: the money left the wallet once, the amount.
  await headerBalanceButton(page).click();
  await expect.poll(balance).toBe(FUNDED - amountMinor);
  await deskTab(first, 'success');
  await expect(rowIn(first)).toHaveCount(1);
  await expect(rowIn(first)).toContainText('Success · received');
  await expect(rowIn(first).getByRole('cell').nth(4)).toHaveText(formatMoney(amountMinor - feeMinor, currency));
  for (const desk of [first, second]) await desk.context().close();
});
