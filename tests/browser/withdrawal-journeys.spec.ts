// Withdrawals end to end on each merchant, against the real platform and the real desk: a new
// member sets the transaction password, binds a payout account and withdraws; a finance operator
// approves and pays in the desk; the member confirms it received. A second payout is reported
// not received with a png proof, the desk shows that proof in the dispute's row and refunds the
// dispute, and the member's page follows. A
// third gets no answer and the withdrawal job (run as at the end of the window) counts it received.
// The history's Withdrawals tab then lists the three, and by state two succeeded and one failed.
// Screens at 390x844 and 1280x800 go to /tmp/withdraw; axe checks the confirmation panel in both states.
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { openDeskSignedIn } from './desk-helpers.ts';
import { axeFindings, SIZES } from './a11y-helpers.ts';
import { members, shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';

// One test per merchant, sharing nothing: with two workers they are shared out one by one. The
// file comes last but one in the suite's order, where as one block it kept a worker busy alone.
test.describe.configure({ mode: 'parallel' });

interface Shipped { constants: { withdrawalConfirmMinutes: number; withdrawals: { minAmount: number } } }
const PAY = 'Pay@12345';
const HOLDER: Record<MerchantCode, string> = { bdwin: 'Rahim Uddin', vnlotto: 'NGUYEN VAN AN', cnstar: '张三' };

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND) for the proof of non-receipt. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([len, td, c]); };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))), chunk('IEND', Buffer.alloc(0))]);
}

async function dev(request: APIRequestContext, merchant: MerchantCode, path: string, body: unknown): Promise<unknown> {
  const response = await request.post(platformUrl(path), { headers: { Merchant: merchant }, data: body });
  const envelope = (await response.json()) as { success: boolean; value: unknown; errorCode: string | null };
  expect(envelope.success, `${path} ${envelope.errorCode}`).toBe(true);
  return envelope.value;
}

/** Confirms `action` on the desk row of `member` in the queue shown. */
async function deskAct(desk: Page, member: string, action: string, reason?: string, paidNow?: string): Promise<void> {
  const row = desk.getByRole('row').filter({ hasText: member }).first();
  await row.getByRole('button', { name: action }).click();
  const dialog = desk.getByRole('dialog', { name: action });
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  if (paidNow) await dialog.getByLabel('Amount sent now (empty: all that remains)').fill(paidNow);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Done: ${action}.`);
}

async function requestWithdrawal(page: Page, amount: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Amount').fill(amount);
  await expect(main.getByText(/you receive/)).toBeVisible();
  await main.getByLabel('Transaction password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal requested.')).toBeVisible();
}

/** Accessibility of the confirmation panel in its state: axe at both sizes. */
async function expectNoAxeFindings(page: Page, at: string): Promise<void> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    found.push(...await axeFindings(page, `${at} ${size.width}`, '.confirm-panel'));
  }
  expect(found).toEqual([]);
}

const panel = (page: Page): Locator => page.getByRole('region', { name: 'The payment has been disbursed, please confirm whether it has been received' });

for (const merchant of MERCHANTS) {
  test(`${merchant}: withdraw, paid in the desk, confirmed; a dispute refunded; no answer counts as received`, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const config = shipped(merchant) as unknown as Shipped;
    const amount = String(config.constants.withdrawals.minAmount);
    // Registered on a light page (help), then funded, so the withdrawal page opens with the money.
    const account = await registerOverApi(page, merchant, { path: '/help' });
    await dev(request, merchant, '/dev/withdrawals/fund', { username: account, amountMinor: config.constants.withdrawals.minAmount * 100 * 100 });
    await page.goto(merchantUrl(merchant, '/member?page=withdraw'));
    const main = page.getByRole('main');

    // Blocked until a transaction password and a payout account exist, each set up on the page;
    // a merchant that asks for the payment password at registration (cnstar) already has the first.
    const fromRegistration = members[merchant].extra['Payment password'];
    const password = fromRegistration ?? PAY;
    if (!fromRegistration) {
      await expect(main.getByRole('alert').filter({ hasText: 'Please set up the transaction password first.' })).toBeVisible();
      await shotBothSizes(page, `/tmp/withdraw/blocked-${merchant}`);
      await main.getByLabel('Transaction password', { exact: true }).fill('123');
      await main.getByLabel('Confirm the password').fill('123');
      await main.getByRole('button', { name: 'Save' }).click();
      await expect(main.getByText('Use 6 to 20 characters without spaces').last()).toBeVisible();
      await main.getByLabel('Transaction password', { exact: true }).fill(password);
      await main.getByLabel('Confirm the password').fill(password);
      await main.getByRole('button', { name: 'Save' }).click();
    }
    await expect(main.getByRole('alert').filter({ hasText: 'Please bind a payout account first.' })).toBeVisible();
    await main.getByLabel('Account number').fill('01712345678');
    const holder = main.getByLabel('Holder name');
    if (await holder.isEditable()) await holder.fill(HOLDER[merchant]);
    await main.getByRole('button', { name: 'Bind account' }).click();
    await expect(main.getByLabel('Payout account')).toBeVisible();

    // A field error next to its field, then the request.
    await main.getByLabel('Amount').fill('1');
    await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(main.getByText(/The amount must be at least/)).toBeVisible();
    await requestWithdrawal(page, amount, password);
    await shotBothSizes(page, `/tmp/withdraw/requested-${merchant}`);
    await expect(main.getByText('Processing').first()).toBeVisible();

    // 1. Approved and paid in the desk; the member confirms it received.
    const desk = await openDeskSignedIn(browser, request, merchant);
    await deskAct(desk, account, 'Approve');
    await desk.getByLabel('State').selectOption('transferring');
    await desk.getByRole('button', { name: 'Filter' }).click();
    // Paid in two parts: 1.00 first (the row shows it paid and keeps its Pay), then the rest.
    await deskAct(desk, account, 'Pay', undefined, '1');
    const row = desk.getByRole('row').filter({ hasText: account }).first();
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\D*1([.,]00)?\D*$/); // VND has no decimals
    await deskAct(desk, account, 'Pay');
    await expect(row.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await shotBothSizes(desk, `/tmp/withdraw/desk-${merchant}`);
    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('timer')).toHaveText(/Time left to confirm: \d/);
    await shotBothSizes(page, `/tmp/withdraw/confirm-${merchant}`);
    await expectNoAxeFindings(page, `${merchant} confirmation`);
    await panel(page).getByRole('button', { name: 'Received', exact: true }).click();
    await expect(page.getByText('Thank you, your answer is recorded.')).toBeVisible();
    await expect(main.getByText('Success').first()).toBeVisible();

    // 2. Not received: a proof is required, then sent; the desk refunds the dispute.
    await requestWithdrawal(page, amount, password);
    await desk.getByLabel('State').selectOption('processing');
    await desk.getByRole('button', { name: 'Filter' }).click();
    await deskAct(desk, account, 'Approve');
    await desk.getByLabel('State').selectOption('transferring');
    await desk.getByRole('button', { name: 'Filter' }).click();
    await deskAct(desk, account, 'Pay');
    await page.reload();
    await panel(page).getByRole('button', { name: 'Not received' }).click();
    await expect(panel(page).getByText('Add a png or jpg proof to report non-receipt')).toBeVisible();
    await panel(page).getByLabel(/Proof of non-receipt/).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png() });
    await expect(panel(page).getByText('Proof ready to send')).toBeVisible();
    await expectNoAxeFindings(page, `${merchant} not received with a proof`);
    await panel(page).getByRole('button', { name: 'Not received' }).click();
    await expect(page.getByText(/Dispute opened/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Case timeline' }).first()).toContainText('Reported not received');
    await shotBothSizes(page, `/tmp/withdraw/dispute-${merchant}`);
    await desk.getByRole('link', { name: 'Disputes' }).click();
    // The proof the member sent, shown in the dispute's row: the very image, decoded.
    const proof = desk.getByRole('row').filter({ hasText: account }).getByRole('img', { name: /^Proof for withdrawal #\d+$/ });
    await expect(proof).toBeVisible();
    expect(await proof.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1, 1]);
    await proof.click();
    await expect(desk.getByRole('button', { pressed: true }).getByRole('img', { name: /^Proof for withdrawal/ })).toBeVisible();
    await shotBothSizes(desk, `/tmp/withdraw/desk-dispute-${merchant}`);
    await deskAct(desk, account, 'Refund', 'Payout bounced');
    await expect(page.getByText('Your withdrawal was refunded to your balance.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Case timeline' }).first()).toContainText('Payout bounced');
    await shotBothSizes(page, `/tmp/withdraw/refunded-${merchant}`);
    await desk.context().close();

    // 3. No answer: the job, run as at the end of the window, counts it received.
    await requestWithdrawal(page, amount, password);
    const list = (await (await request.get(platformUrl('/wps/member/withdraw/list'), { headers: { Merchant: merchant, Authorization: (await page.evaluate(() => sessionStorage.getItem('token')))! } })).json()) as { value: { items: { id: number }[] } };
    const id = list.value.items[0]!.id;
    await dev(request, merchant, '/dev/withdrawals/action', { id, action: 'approve' });
    await dev(request, merchant, '/dev/withdrawals/action', { id, action: 'pay' });
    const job = (await dev(request, merchant, '/dev/withdrawals/job', { asOf: Date.now() + (config.constants.withdrawalConfirmMinutes + 1) * 60_000 })) as { timedOut: number };
    expect(job.timedOut).toBeGreaterThanOrEqual(1);
    await page.reload();
    const item = main.getByTestId(`withdrawal-${id}`);
    await expect(item).toContainText('Success');
    await expect(item).toContainText('counted as received');

    // History's Withdrawals tab by state: two succeeded (received, counted as received), one failed (refunded).
    await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
    await main.getByRole('tab', { name: 'Withdrawals' }).click();
    const rows = main.getByRole('table', { name: 'Withdrawals' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    const state = main.getByRole('combobox', { name: 'Status' });
    await state.selectOption({ label: 'Success' });
    await expect(rows).toHaveCount(3);
    await state.selectOption({ label: 'Failed' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Failed');
    await shotBothSizes(page, `/tmp/withdraw/history-withdrawals-${merchant}`);

    // The security centre has the same parts: the password can be changed, the account is listed.
    await page.goto(merchantUrl(merchant, '/member?page=securityCenter'));
    await expect(main.getByRole('tab', { name: 'Change' })).toBeVisible();
    await expect(main.getByText(/^1 of \d bound$/)).toBeVisible();
    await shotBothSizes(page, `/tmp/withdraw/security-${merchant}`);
    // Removing the account needs the transaction password: a wrong one is refused next to the field.
    const accounts = main.locator('.payout-accounts');
    await accounts.getByRole('button', { name: 'Remove' }).click();
    await accounts.getByLabel('Transaction password', { exact: true }).fill('Wrong@999');
    await accounts.getByRole('button', { name: 'Remove' }).click();
    await expect(accounts.getByText('The transaction password is incorrect')).toBeVisible();
    await accounts.getByLabel('Transaction password', { exact: true }).fill(password);
    await accounts.getByRole('button', { name: 'Remove' }).click();
    await expect(accounts.getByText(/^0 of \d bound$/)).toBeVisible();
  });
}
