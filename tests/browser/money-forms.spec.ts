// Every money form on a phone (390x844) in Chromium against the real platform, bdwin (BDT, two
// decimals): the inputs are typed into each amount field, and either the request carries
// exactly what was typed or nothing is sent and the field's own error shows (empty, not a number,
// below the minimum, above the member's real maximum, too many decimals). A valid amount opens the
// confirmation first; nothing is sent until it is confirmed. Screens go to /tmp/money-forms.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';
import { expectLoggedIn, platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const PAY = 'Pay@12345';
const BDT = (shipped('bdwin') as unknown as { identity: { currency: MoneyFormat } }).identity.currency;
const money = (minor: number) => formatMoney(minor, BDT);
const NOT_NUMBER = 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.50.';

/** The listed inputs and what each must answer, for a field between `min` and `max` (minor units). */
const listed = (min: number, max: number): [string, string][] => [
  ['2.5', `The amount must be at least ${money(min)}.`],
  ['-5', `The amount must be at least ${money(min)}.`],
  ['1e3', NOT_NUMBER],
  ['１', NOT_NUMBER],
  ['99999999999999', `The amount can be at most ${money(max)}.`],
  ['', 'Enter an amount.'],
  ['600.555', 'Use at most 2 decimals.'],
];

test.use({ viewport: { width: 390, height: 844 } });

/** The bodies of POSTs to `path` (the platform's call), as sent. */
function sentTo(page: Page, path: string): Array<Record<string, unknown> | string> {
  const sent: Array<Record<string, unknown> | string> = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== path) return;
    const body = request.postData() ?? '';
    try {
      sent.push(JSON.parse(body) as Record<string, unknown>);
    } catch {
      sent.push(body);
    }
  });
  return sent;
}

async function memberCall(page: Page, request: APIRequestContext, path: string, data: unknown): Promise<{ success: boolean; errorCode: string | null; value: unknown }> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.post(platformUrl(path), { headers: { Merchant: 'bdwin', Authorization: token ?? '' }, data });
  return (await response.json()) as { success: boolean; errorCode: string | null; value: unknown };
}

async function memberGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.get(platformUrl(path), { headers: { Merchant: 'bdwin', Authorization: token ?? '' } });
  return ((await response.json()) as { value: T }).value;
}

async function fund(request: APIRequestContext, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: 'bdwin' }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

/** Types each listed input, submits, and expects its error and no request. */
async function refusesEach(page: Page, form: Locator, field: Locator, submit: Locator, cases: [string, string][], sent: unknown[]): Promise<void> {
  for (const [typed, error] of cases) {
    await field.fill(typed);
    await submit.click();
    await expect(form.getByText(error, { exact: true }), `${JSON.stringify(typed)} → ${error}`).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  expect(sent).toEqual([]);
}

test('withdraw: the real maximum, no preview for a refused amount, exact amount after the confirmation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await registerOverApi(page, 'bdwin');
  await fund(request, account, 444_000);
  expect((await memberCall(page, request, '/wps/member/paymentPassword', { password: PAY, confirmPassword: PAY })).success).toBe(true);
  expect((await memberCall(page, request, '/wps/member/payoutAccounts', { provider: 'bkash', accountNumber: '01712345678', holderName: 'Rahim Uddin' })).success).toBe(true);
  const info = await memberGet<{ minMinor: number; maxMinor: number; withdrawableMinor: number }>(page, request, '/wps/member/withdraw/info');
  const max = Math.min(info.maxMinor, info.withdrawableMinor);
  expect(max).toBeLessThan(info.maxMinor); // the balance, not the merchant's limit, is the maximum here

  const sent = sentTo(page, '/wps/member/withdraw');
  await page.goto(merchantUrl('bdwin', '/member?page=withdraw'));
  const main = page.getByRole('main');
  const form = main.locator('form.withdrawal-form');
  const amount = form.getByLabel('Amount');
  await expect(amount).toHaveAccessibleDescription(`From ${money(info.minMinor)} to ${money(max)}`);
  await form.getByLabel('Transaction password', { exact: true }).fill(PAY);
  const submit = form.getByRole('button', { name: 'Withdraw', exact: true });
  await refusesEach(page, form, amount, submit, listed(info.minMinor, max), sent);
  // A refused amount has no preview: no "you receive" for an amount that cannot be sent.
  await amount.fill('99999');
  await expect(form.getByTestId('withdrawal-preview')).toHaveText('');
  await shot(page, '/tmp/money-forms/withdraw-refused.png');

  await amount.fill('600.5');
  await expect(form.getByTestId('withdrawal-preview')).toContainText('you receive');
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your withdrawal' });
  await expect(confirm).toContainText(money(60_050));
  await expect(confirm).toContainText('bKash');
  await shot(page, '/tmp/money-forms/withdraw-confirm.png');
  expect(sent).toEqual([]);
  // Back keeps the form as it was and sends nothing.
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(amount).toHaveValue('600.5');
  expect(sent).toEqual([]);
  await submit.click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal requested.')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ amount: '600.5', paymentPassword: PAY });
});

test('deposit through a channel and by bank transfer: each input, then the confirmation', async ({ page }) => {
  test.setTimeout(180_000);
  await registerOverApi(page, 'bdwin');
  const created = sentTo(page, '/wps/member/deposit');
  const manual = sentTo(page, '/wps/member/deposit/manual');
  await page.goto(merchantUrl('bdwin', '/member?page=depositv2'));
  const main = page.getByRole('main');

  // bKash: 100 to 25,000.
  const form = main.locator('form.deposit-form').first();
  await main.getByRole('radio', { name: /bKash/ }).check();
  const amount = form.getByRole('textbox', { name: 'Amount' });
  const submit = form.getByRole('button', { name: 'Continue to payment' });
  await refusesEach(page, form, amount, submit, listed(10_000, 2_500_000), created);
  await amount.fill('150.5');
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your deposit' });
  await expect(confirm).toContainText(money(15_050));
  await expect(confirm).toContainText('bKash');
  await shot(page, '/tmp/money-forms/deposit-confirm.png');
  expect(created).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/pay\.localhost/);
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ channel: 'bkash', amount: '150.5' });

  // The bank transfer: 500 to 100,000.
  await page.goto(merchantUrl('bdwin', '/member?page=depositv2'));
  const bank = page.getByRole('main').getByRole('form', { name: 'Bank transfer' });
  const bankAmount = bank.getByRole('textbox', { name: 'Amount' });
  await bank.getByLabel('Transfer reference').fill('TRX20001');
  await bank.getByLabel(/^Receipt/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082', 'hex') });
  await refusesEach(page, bank, bankAmount, bank.getByRole('button', { name: 'Send for review' }), listed(50_000, 10_000_000), manual);
  await bankAmount.fill('600.5');
  await bank.getByRole('button', { name: 'Send for review' }).click();
  const bankConfirm = page.getByRole('alertdialog', { name: 'Confirm your deposit' });
  await expect(bankConfirm).toContainText('1071100045678');
  expect(manual).toEqual([]);
  await bankConfirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your deposit request was sent.')).toBeVisible();
  expect(manual).toHaveLength(1);
  expect(manual[0]).toMatchObject({ amount: '600.5', reference: 'TRX20001' });
});

// The deposit forms change in bdwin's config only (forms.<call>): the channel form shows the
// amount first under the merchant's label and help; the bank transfer asks for the reference
// first with the merchant's own pattern and sends without a confirmation step. The platform's
// refusals land under the field the call schema names; the field errors are the member's
// language's.
const DEPOSIT_TEXTS = {
  'forms.deposit.amountLabel': 'Top-up amount',
  'forms.deposit.amountHelp': 'Taka only',
  'forms.deposit.referenceLabel': 'Bank slip number',
  'forms.deposit.referencePattern': 'Capital letters and digits, at least 6',
};
const DEPOSIT_FORMS = {
  depositCreate: { order: ['amount', 'channel'], fields: { amount: { labelKey: 'forms.deposit.amountLabel', helpKey: 'forms.deposit.amountHelp' } } },
  depositManualCreate: {
    confirm: false,
    order: ['reference', 'amount'],
    fields: { reference: { labelKey: 'forms.deposit.referenceLabel', pattern: '^[A-Z0-9]{6,}$', patternMessageKey: 'forms.deposit.referencePattern' } },
  },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082', 'hex');
const BN = JSON.parse(readFileSync(new URL('../../src/shared/i18n/locales/BN.json', import.meta.url), 'utf8')) as Record<string, string>;

test('deposit forms from the merchant\'s config: order, texts, no confirmation, refusals under their field, in Bengali', async ({ page, request }) => {
  test.setTimeout(240_000);
  await withForms(DEPOSIT_TEXTS, DEPOSIT_FORMS, async () => {
    await registerOverApi(page, 'bdwin');
    // A 24-hour deposit limit of 200: a larger deposit is the platform's refusal, not the form's.
    expect((await memberCall(page, request, '/wps/member/deposit/limits', { period: 'day', amount: '200' })).success).toBe(true);
    const created = sentTo(page, '/wps/member/deposit');
    const manual = sentTo(page, '/wps/member/deposit/manual');
    await page.goto(merchantUrl('bdwin', '/member?page=depositv2'));
    const main = page.getByRole('main');
    const form = main.locator('form.deposit-form').first();
    const bank = main.getByRole('form', { name: 'Bank transfer' });

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expect(form.locator('.ui-label')).toHaveText(['Top-up amount', 'Payment channel']);
      await expect(bank.locator('.ui-label')).toHaveText(['Bank slip number', 'Amount', 'Receipt (png or jpg, at most 5 MB)']);
      await expect(form.getByRole('textbox', { name: 'Top-up amount' })).toHaveAccessibleDescription(`Taka only · From ${money(10_000)} to ${money(2_500_000)}`);
      await shot(page, `/tmp/money-forms/deposit-config-${size.width}.png`, { fullPage: true });
    }
    await page.setViewportSize(PHONE);

    // The channel form: over the day's limit, confirmed, refused by the platform under the amount.
    await main.getByRole('radio', { name: /bKash/ }).check();
    const amount = form.getByRole('textbox', { name: 'Top-up amount' });
    await amount.fill('300');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(`24-hour deposit limit\\. You can deposit ${escape(money(20_000))} more now\\. The limit resets from \\D*\\d.*\\.$`));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ channel: 'bkash', amount: '300' });

    // The bank transfer: the merchant's pattern first, before anything is sent.
    const reference = bank.getByRole('textbox', { name: 'Bank slip number' });
    const bankAmount = bank.getByRole('textbox', { name: 'Amount' });
    const receipt = bank.getByLabel(/^Receipt/);
    const send = bank.getByRole('button', { name: 'Send for review' });
    await reference.fill('trx-1');
    await bankAmount.fill('600');
    await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await send.click();
    await expect(reference).toHaveAccessibleDescription('Capital letters and digits, at least 6');
    expect(manual).toEqual([]);
    // No confirmation step here: sent at once, and the platform's refusal of the receipt's bytes shows under the receipt.
    await reference.fill('TRX30001');
    await send.click();
    await expect(receipt).toHaveAccessibleDescription(/The receipt must be a png or jpg image$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(manual).toHaveLength(1);
    expect(manual[0]).toMatchObject({ amount: '600', reference: 'TRX30001' });
    // A real image over the day's limit: refused under the amount.
    await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await send.click();
    await expect(bankAmount).toHaveAccessibleDescription(new RegExp(`24-hour deposit limit\\. You can deposit ${escape(money(20_000))} more now\\. The limit resets from \\D*\\d.*\\.$`));
    expect(manual).toHaveLength(2);
    await shot(page, '/tmp/money-forms/deposit-config-refused-390.png', { fullPage: true });

    // In Bengali (bdwin's default language): the same rules, in the member's language.
    await page.evaluate(() => localStorage.setItem('hisLang', 'BN'));
    await page.reload();
    await expect(form.locator('legend')).toHaveText(BN['deposit.channel']!);
    await amount.fill('');
    await form.getByRole('button', { name: BN['deposit.submit']! }).click();
    await expect(form.getByText(BN['money.error.required']!, { exact: true })).toBeVisible();
    await amount.fill('150.555');
    await form.getByRole('button', { name: BN['deposit.submit']! }).click();
    await expect(form.getByText(BN['money.error.tooManyDecimals']!.replace('{{decimals}}', '2'), { exact: true })).toBeVisible();
    await shot(page, '/tmp/money-forms/deposit-config-bn-390.png', { fullPage: true });
    expect(created).toHaveLength(1);
    expect(manual).toHaveLength(2);
  });
});

test('points mall: whole points only, never 25 for 2.5, the wallet charged only after the confirmation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await registerOverApi(page, 'bdwin');
  await fund(request, account, 10_000_000);
  expect((await memberCall(page, request, '/wps/member/paymentPassword', { password: PAY, confirmPassword: PAY })).success).toBe(true);
  const sent = sentTo(page, '/wps/relay/passwordCheck/MCS2_convertPoint');
  await page.goto(merchantUrl('bdwin', '/pointMall'));
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'My points' }).click();
  const form = main.locator('.pm-convert');
  const points = form.getByLabel('Points to buy');
  await form.getByLabel('Transaction password').fill(PAY);
  const submit = form.getByRole('button', { name: 'Convert' });
  const max = /1 to ([\d,]+) points/.exec((await form.locator('.ui-hint').first().innerText()) ?? '')?.[1];
  expect(max).toBe('1,00,000');
  for (const [typed, error] of [
    ['2.5', 'Enter a whole number, without decimals.'],
    ['-5', 'The amount must be at least 1.'],
    ['1e3', 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.'],
    ['１', 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.'],
    // The error writes the maximum as the hint does: points are grouped as bdwin's amounts (1,00,000).
    ['99999999999999', `The amount can be at most ${max}.`],
    ['', 'Enter an amount.'],
  ] as [string, string][]) {
    await points.fill(typed);
    await submit.click();
    await expect(form.getByText(error, { exact: true }), typed).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  expect(sent).toEqual([]);
  await points.fill('3');
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm buying points' });
  await expect(confirm).toContainText('3 points');
  await shot(page, '/tmp/money-forms/points-confirm.png');
  expect(sent).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^3 points added for /)).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('points mall redeem: a whole quantity up to the stock, the points spent only after the confirmation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await registerOverApi(page, 'bdwin');
  await fund(request, account, 10_000_000);
  expect((await memberCall(page, request, '/wps/member/paymentPassword', { password: PAY, confirmPassword: PAY })).success).toBe(true);
  await page.goto(merchantUrl('bdwin', '/pointMall'));
  const main = page.getByRole('main');
  // Points first (the redeem button waits while they are short).
  await main.getByRole('tab', { name: 'My points' }).click();
  await main.getByLabel('Points to buy').fill('2700');
  await main.getByLabel('Transaction password').fill(PAY);
  await main.getByRole('button', { name: 'Convert' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm buying points' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/ points added for /)).toBeVisible();
  const strong = main.getByTestId('points-balance').locator('strong');
  const balance = async () => Number((await strong.innerText()).replace(/\D/g, ''));
  await expect.poll(balance).toBe(2700);

  const sent = sentTo(page, '/wps/relay/passwordCheck/MCS2_redeemPointReward');
  await main.getByRole('tab', { name: 'Products' }).click();
  const card = main.getByTestId('product-deposit-voucher');
  const stock = /In stock: ([\d,]+)/.exec(await card.locator('.pm-stock').innerText())?.[1];
  await card.getByRole('button', { name: 'Redeem Deposit bonus voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Deposit bonus voucher' });
  const quantity = dialog.getByLabel('Quantity');
  await dialog.getByLabel('Transaction password').fill(PAY);
  const submit = dialog.getByRole('button', { name: 'Confirm redemption' });
  for (const [typed, error] of [
    ['2.5', 'Enter a whole number, without decimals.'],
    ['-5', 'The amount must be at least 1.'],
    ['1e3', 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.'],
    ['１', 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.'],
    ['99999999999999', `The amount can be at most ${stock}.`],
    ['', 'Enter an amount.'],
  ] as [string, string][]) {
    await quantity.fill(typed);
    await submit.click();
    await expect(dialog.getByText(error, { exact: true }), typed).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  expect(sent).toEqual([]);
  await shot(page, '/tmp/money-forms/redeem-refused.png');
  await quantity.fill('3');
  await submit.click();
  const confirm = page.getByRole('alertdialog', { name: 'Check your redemption' });
  await expect(confirm).toContainText('3 × Deposit bonus voucher');
  await expect(confirm).toContainText(/1,?500 points/);
  await shot(page, '/tmp/money-forms/redeem-confirm.png');
  expect(sent).toEqual([]);
  expect(await balance()).toBe(2700);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deposit bonus voucher redeemed: waiting for approval')).toBeVisible();
  expect(sent).toHaveLength(1);
  // Three vouchers of 500 points: exactly the quantity typed was redeemed.
  await expect.poll(balance).toBe(1200);
});

test('agent transfer: each input, the confirmation, and the platform\'s refusal under its field', async ({ page, request }) => {
  test.setTimeout(180_000);
  // agent02 (below agent01): no other spec depends on its transaction password being unset.
  await openSignedIn(page, 'bdwin', 'agent02', 'Agent@123');
  await expectLoggedIn(page, 'agent02');
  await fund(request, 'agent02', 500_000);
  await memberCall(page, request, '/wps/member/paymentPassword', { password: PAY, confirmPassword: PAY }); // set once: a second run finds it set
  const { balanceMinor: max } = await memberGet<{ balanceMinor: number }>(page, request, '/wps/member/transfer/info');
  const sent = sentTo(page, '/wps/agent/transfer');
  await page.goto(merchantUrl('bdwin', '/agentHome?page=transfer'));
  const main = page.getByRole('main');
  const form = main.locator('form.transfer-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Downline username').fill('nosuchmember');
  await form.getByLabel('Transaction password').fill(PAY);
  const amount = form.getByLabel('Amount');
  // No minimum but above zero: 2.5 is a valid amount here (sent below), -5 is below the smallest unit.
  const cases = listed(1, max).filter(([typed]) => typed !== '2.5');
  await refusesEach(page, form, amount, form.getByRole('button', { name: 'Send', exact: true }), cases, sent);
  await amount.fill('2.5');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm the transfer' });
  await expect(confirm).toContainText(money(250));
  await expect(confirm).toContainText('nosuchmember');
  expect(sent).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ amount: '2.5', username: 'nosuchmember' });
  // The platform's refusal of the recipient shows under the recipient, in English here, not on the form.
  await expect(form.getByLabel('Downline username')).toHaveAttribute('aria-invalid', 'true');
});
