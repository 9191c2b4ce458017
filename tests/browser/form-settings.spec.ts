// A merchant changes a form in its config only (forms.<call>, no src/ change): on a copy of bdwin
// served live, the withdraw form shows the payout account first, the amount relabelled with a
// help text and an extra pattern with its own message, and no confirmation step. Rendered on a
// phone and a desktop; the original config is served again afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { platformUrl } from './helpers.ts';
import { register } from './register-helpers.ts';
import { shot } from './shots.ts';

const PAY = 'Pay@12345';
const merchantFile = join(`${process.env.PORTAL_E2E_DATA_DIR}-merchants`, 'bdwin', 'merchant.json');
const FORMS = {
  withdrawRequest: {
    confirm: false,
    order: ['payoutAccountId', 'amount', 'paymentPassword'],
    fields: { amount: { labelKey: 'withdraw.withdrawable', helpKey: 'withdraw.hours.allDay', pattern: '^[0-9]+$', patternMessageKey: 'money.error.wholeOnly' } },
  },
};

async function servedForms(): Promise<unknown> {
  const response = await fetch(platformUrl('/wps/portal/config'), { headers: { Merchant: 'bdwin' } });
  return ((await response.json()) as { value: { forms?: unknown } }).value.forms ?? null;
}

async function memberCall(page: Page, request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await request.post(platformUrl(path), { headers: { Merchant: 'bdwin', Authorization: token ?? '' }, data });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

test('bdwin reorders and relabels its withdraw form and switches its confirmation off, in config only', async ({ page, request }) => {
  test.setTimeout(180_000);
  const original = readFileSync(merchantFile, 'utf8');
  writeFileSync(merchantFile, `${JSON.stringify({ ...(JSON.parse(original) as object), forms: FORMS }, null, 2)}\n`);
  try {
    await expect.poll(servedForms, { timeout: 15_000 }).toEqual(FORMS);
    const account = await register(page, request, 'bdwin', 'username');
    const fund = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: 'bdwin' }, data: { username: account, amountMinor: 1_000_000 } });
    expect(((await fund.json()) as { success: boolean }).success).toBe(true);
    await memberCall(page, request, '/wps/member/paymentPassword', { password: PAY, confirmPassword: PAY });
    await memberCall(page, request, '/wps/member/payoutAccounts', { provider: 'bkash', accountNumber: '01712345678', holderName: 'Rahim Uddin' });
    const sent: unknown[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/withdraw') sent.push(r.postDataJSON()); });

    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(merchantUrl('bdwin', '/member?page=withdraw'));
      const form = page.getByRole('main').locator('form.withdrawal-form');
      await expect(form.locator('.ui-label')).toHaveText(['Payout account', 'Withdrawable now', 'Transaction password']);
      await expect(form.getByRole('textbox', { name: 'Withdrawable now' })).toHaveAccessibleDescription(/^24 hours · From /);
      await shot(page, `/tmp/money-forms/form-settings-${viewport.width}.png`, { fullPage: true });
    }
    const form = page.getByRole('main').locator('form.withdrawal-form');
    const amount = form.getByRole('textbox', { name: 'Withdrawable now' });
    await form.getByLabel('Transaction password').fill(PAY);
    // The merchant's extra pattern, with its own message, before anything is sent.
    await amount.fill('600.5');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('Enter a whole number, without decimals.')).toBeVisible();
    expect(sent).toEqual([]);
    // No confirmation step: Withdraw sends at once.
    await amount.fill('600');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Withdrawal requested.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(sent).toEqual([expect.objectContaining({ amount: '600' })]);
  } finally {
    writeFileSync(merchantFile, original);
    await expect.poll(servedForms, { timeout: 15_000 }).toBeNull();
  }
});
