// Manual bank transfers and deposit limits end to end on each merchant with a bank-transfer
// channel, against the real platform and the real desk: a new member sends a transfer with a png
// receipt; a second is refused while the first waits; a finance operator sees the receipt and
// approves, and the header balance goes up by exactly the amount; the next is rejected with a
// reason the member then reads. Then a 24-hour limit: a deposit above what is left is refused
// with the remaining amount beside the amount field, and a raise waits 24 hours, shown as pending.
// Screens at 390x844 and 1280x800 go to /tmp/manual-deposit.
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { deskSignIn } from './desk-helpers.ts';
import { headerBalanceButton, parseShownMoney, platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { depositFee } from '../../src/shared/deposit-rules.ts';
import { bcp47 } from '../../src/shared/i18n/languages.ts';
import { formatDateTime, formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import type { DepositSettings } from '../../src/generated/merchant.ts';

type Channel = DepositSettings['channels'][number];
interface Config { identity: { currency: MoneyFormat & { code: string } }; constants: { deposits: DepositSettings } }
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real 160×100 PNG (signature, IHDR, IDAT, IEND) in stripes, big enough to see in the desk: the platform checks the receipt by its bytes. */
function png(): Buffer {
  const width = 160;
  const height = 100;
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([len, td, c]); };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, () => (Math.floor(y / 10) % 2 ? [40, 120, 90] : [230, 240, 235])).flat()]));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Nothing wider than a 360 px phone (always checked), then, with SHOTS=1, full pages at 390x844 and
 * 1280x800 with `focus` close up on the phone.
 */
async function checkNarrowAndShoot(page: Page, name: string, focus?: Locator): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 360 px`).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
  await shotBothSizes(page, `/tmp/manual-deposit/${name}`, { focus });
}

const bankForm = (page: Page): Locator => page.getByRole('main').getByRole('form', { name: 'Bank transfer' });

async function sendTransfer(page: Page, amount: string, reference: string): Promise<void> {
  const form = bankForm(page);
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Transfer reference').fill(reference);
  await form.getByLabel(/^Receipt/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
}

/** Confirms `action` on the desk's row of `member`. */
async function deskAct(desk: Page, member: string, action: string, reason?: string): Promise<void> {
  const row = desk.getByRole('row').filter({ hasText: member }).first();
  await row.getByRole('button', { name: action }).click();
  const dialog = desk.getByRole('dialog', { name: action });
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByRole('status')).toHaveText(`Done: ${action}.`);
}

async function shownBalance(page: Page, currency: MoneyFormat): Promise<number | null> {
  return parseShownMoney(((await headerBalanceButton(page).textContent()) ?? '').trim(), currency);
}

const withBank = MERCHANTS.filter((m) => (shipped(m) as unknown as Config).constants.deposits.channels.some((c) => c.method === 'manual' && c.receivingAccount));

test('at least two merchants offer a bank transfer', () => {
  expect(withBank.length).toBeGreaterThanOrEqual(2);
});

for (const merchant of withBank) {
  test(`${merchant}: bank transfer with a receipt, one at a time, approved and rejected in the desk; a 24-hour limit`, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const config = shipped(merchant) as unknown as Config;
    const currency = config.identity.currency;
    const channel = config.constants.deposits.channels.find((c): c is Channel => c.method === 'manual' && !!c.receivingAccount)!;
    const limit = channel.limits.find((l) => l.currency === currency.code)!;
    const amountMinor = limit.min * 10 ** currency.decimals;
    const creditMinor = amountMinor - depositFee(amountMinor, channel.fee, currency.decimals);
    const account = await registerOverApi(page, merchant);
    await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
    const main = page.getByRole('main');
    await expect.poll(() => shownBalance(page, currency)).not.toBeNull();
    const before = (await shownBalance(page, currency))!;

    // The form names the merchant's receiving account; a missing receipt is caught beside its field.
    const form = bankForm(page);
    await expect(form.getByText(channel.receivingAccount!.accountNumber)).toBeVisible();
    await form.getByLabel('Amount').fill(String(limit.min));
    await form.getByLabel('Transfer reference').fill('TRX10001');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await expect(form.getByLabel(/^Receipt/)).toHaveAccessibleDescription(/Attach the transfer receipt/);
    await checkNarrowAndShoot(page, `form-${merchant}`, form);

    await sendTransfer(page, String(limit.min), 'TRX10001');
    await expect(page.getByText('Your deposit request was sent.')).toBeVisible();
    await expect(main.getByText('Under review').first()).toBeVisible();
    // A second while the first waits: refused by the platform, said next to the form.
    await sendTransfer(page, String(limit.min), 'TRX10002');
    await expect(form.getByRole('alert').filter({ hasText: 'Please complete your deposit request.' })).toBeVisible();
    await checkNarrowAndShoot(page, `pending-${merchant}`);

    // The desk shows the receipt in the row and approves: the balance goes up by exactly the credit.
    const desk = await deskSignIn(browser, request, merchant);
    await desk.getByRole('link', { name: 'Deposits' }).click();
    const row = desk.getByRole('row').filter({ hasText: account }).first();
    await expect(row.getByRole('img', { name: /Receipt of deposit #\d+/ })).toBeVisible();
    await expect(row).toContainText('TRX10001');
    await shotBothSizes(desk, `/tmp/manual-deposit/desk-${merchant}`);
    await deskAct(desk, account, 'Approve');
    await page.reload();
    await expect.poll(() => shownBalance(page, currency)).toBe(before + creditMinor);
    await expect(main.getByText('Credited').first()).toBeVisible();

    // The next is rejected with a reason, which the member reads on the page.
    await sendTransfer(page, String(limit.min), 'TRX10003');
    await expect(page.getByText('Your deposit request was sent.').first()).toBeVisible();
    await desk.reload();
    await deskAct(desk, account, 'Reject', 'Receipt unreadable');
    await desk.context().close();
    await page.reload();
    await expect(main.getByText('Reason: Receipt unreadable')).toBeVisible();
    await expect.poll(() => shownBalance(page, currency)).toBe(before + creditMinor);
    await checkNarrowAndShoot(page, `decided-${merchant}`, main.getByText('Reason: Receipt unreadable'));

    // A 24-hour limit of one and a half deposits: what is left is half a deposit, so the next is refused.
    const card = main.locator('section', { has: page.getByRole('heading', { name: 'Deposit limits' }) }).last(); // the card, not the page around it
    const day = card.locator('form').filter({ has: page.getByRole('heading', { name: '24 hours' }) });
    const limitMinor = amountMinor + amountMinor / 2;
    await day.getByLabel('New limit').fill(String(limitMinor / 10 ** currency.decimals));
    await day.getByRole('button', { name: 'Set limit' }).click();
    await expect(day.getByText('Your limit applies now.')).toBeVisible();
    const left = formatMoney(limitMinor - amountMinor, currency);
    await expect(day.getByTestId('deposit-limit-day-now')).toHaveText(`Limit ${formatMoney(limitMinor, currency)} · used ${formatMoney(amountMinor, currency)} · left ${left}`);
    await sendTransfer(page, String(limit.min), 'TRX10004');
    await expect(form.getByLabel('Amount')).toHaveAccessibleDescription(new RegExp(`24-hour deposit limit\\. You can deposit ${left.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} more now`));

    // A raise waits 24 hours and the member's confirmation: the old limit stays in force and the new one shows as pending.
    const asked = Date.now();
    await day.getByLabel('New limit').fill(String((3 * amountMinor) / 10 ** currency.decimals));
    await day.getByRole('button', { name: 'Set limit' }).click();
    await expect(day.getByText('You can confirm this change after 24 hours.')).toBeVisible();
    const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
    const limits = (await (await request.get(platformUrl('/wps/member/deposit/limits'), { headers: { Merchant: merchant, Authorization: token } })).json()) as { value: { limits: { period: string; pendingFrom: number | null }[] } };
    const pendingFrom = limits.value.limits.find((l) => l.period === 'day')!.pendingFrom!;
    expect(pendingFrom - asked).toBeGreaterThanOrEqual(DAY_MS - 1000);
    expect(pendingFrom - asked).toBeLessThan(DAY_MS + 60_000);
    await expect(day.getByRole('status').filter({ hasText: 'Rising to' })).toHaveText(`Rising to ${formatMoney(3 * amountMinor, currency)}: you can confirm it from ${formatDateTime(pendingFrom, { locale: bcp47('EN'), digits: currency.digits })}`);
    await expect(day.getByTestId('deposit-limit-day-now')).toContainText(`Limit ${formatMoney(limitMinor, currency)}`);
    await checkNarrowAndShoot(page, `limits-${merchant}`, card);

    // The responsible gaming page shows the same card.
    await page.goto(merchantUrl(merchant, '/member?page=responsibleGaming'));
    const rgDay = page.getByRole('main').locator('form.deposit-limit').filter({ has: page.getByRole('heading', { name: '24 hours' }) });
    await expect(rgDay.getByText(/^Rising to /)).toBeVisible();
    await expect(rgDay, 'the card brings its own styles to this page').toHaveCSS('border-top-style', 'solid');
    await checkNarrowAndShoot(page, `responsible-${merchant}`);
  });
}
