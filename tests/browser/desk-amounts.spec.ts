// The desk's amount fields take an amount as typed or refuse it under the field, and send nothing:
// on vnlotto (VND, no decimals) finance approves a new member's application and types bad
// bonuses (2.5, -5, 1e3, empty, one decimal, 13 digits) at 1280x800 and again at 390x844. A
// refusal only the platform makes (a turnover multiplier longer than the call's schema allows)
// comes back as validation.failed and shows under its field. Then a good bonus is approved.
// Screens (SHOTS=1) go to /tmp/desk-amounts.
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../src/shared/money.ts';
import { expect, merchantUrl, test } from './fixtures.ts';
import { deskSignIn } from './desk-helpers.ts';
import { merchantCurrency } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';

const DIR = '/tmp/desk-amounts';
const BONUS_LABEL = 'Bonus amount (e.g. 500 or 12.50)';
const TURNOVER_LABEL = "Turnover multiplier (e.g. 10 for 10x; empty: the promotion's default)";

/** The decisions the desk sent, counted as they leave the browser. */
function countDecisions(desk: Page): () => number {
  let sent = 0;
  desk.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/wps/desk/promotions/decide')) sent += 1; });
  return () => sent;
}

async function refused(dialog: Locator, field: Locator, typed: string, message: string | RegExp) {
  await field.fill(typed);
  await dialog.getByRole('button', { name: /^(Confirm|Try again)$/ }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('vnlotto: bad bonus amounts are refused under the field and never sent; a platform refusal lands under its field', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const currency = await merchantCurrency(request, 'vnlotto');
  expect(currency.decimals).toBe(0);
  const account = await registerOverApi(page, 'vnlotto');
  await page.goto(merchantUrl('vnlotto', '/promotions#welcome'));
  await page.locator('#promotion-welcome').getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('dialog', { name: /^Apply:/ }).getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();

  const desk = await deskSignIn(browser, request, 'vnlotto');
  const sent = countDecisions(desk);
  await desk.getByRole('link', { name: 'Promotion applications' }).click();
  const row = desk.getByRole('row').filter({ hasText: account }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = desk.getByRole('dialog', { name: 'Approve' });
  const bonus = approve.getByLabel(BONUS_LABEL);
  const multiplier = approve.getByLabel(TURNOVER_LABEL);
  await expect(bonus).toHaveJSProperty('tagName', 'INPUT');
  await expect(bonus).toHaveAttribute('inputmode', 'numeric');

  const cases: [string, string | RegExp][] = [
    ['', 'Enter an amount.'],
    ['2.5', 'Enter a whole number, without decimals.'],
    ['500.0', 'Enter a whole number, without decimals.'],
    ['-5', `The amount must be at least ${formatMoney(1, currency)}.`],
    ['1e3', 'Enter the amount in digits 0–9, with a point for decimals, for example 1250.'],
    ['1234567890123', `The amount can be at most ${formatMoney(999_999_999_999, currency)}.`],
  ];
  for (const size of [DESKTOP, PHONE]) {
    await desk.setViewportSize(size);
    for (const [typed, message] of cases) await refused(approve, bonus, typed, message);
    // The text stays as typed: nothing is rounded, stripped or clamped.
    await expect(bonus).toHaveValue('1234567890123');
  }
  await shotBothSizes(desk, `${DIR}/refused`);
  expect(sent()).toBe(0);

  // A good bonus with a multiplier the call's schema refuses (more than 12 characters): the
  // platform's validation.failed shows under the multiplier, not above the buttons.
  await bonus.fill('50000');
  await multiplier.fill('1000000000000');
  await approve.getByRole('button', { name: 'Confirm' }).click();
  await expect(multiplier).toHaveAccessibleDescription('This is too long.');
  await expect(multiplier).toHaveAttribute('aria-invalid', 'true');
  await expect(bonus).not.toHaveAttribute('aria-invalid', 'true');
  await expect(approve.getByRole('alert')).toHaveCount(1);
  expect(sent()).toBe(1);
  await shotBothSizes(desk, `${DIR}/platform-refused`);

  await multiplier.fill('10');
  await expect(multiplier).not.toHaveAttribute('aria-invalid', 'true');
  await approve.getByRole('button', { name: 'Try again' }).click();
  await expect(desk.getByRole('status')).toHaveText('Done: Approve.');
  expect(sent()).toBe(2);
  await desk.context().close();
});
