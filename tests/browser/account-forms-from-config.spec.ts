// The member's own forms change in the merchant's config only (forms.<call> and the merchant's
// own texts, no src/ change): on a copy of bdwin served live, the transaction password, payout
// account, change-password, deposit limit, time-out, feedback and promo code forms show their
// fields in the merchant's order, with its labels, help texts, placeholders and extra patterns,
// and every problem under its field. A hand-built form would keep its own order and labels.
// Rendered on a phone and a desktop; the original config is served again afterwards.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { members, register } from './register-helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

const TEXTS = {
  'forms.payPassword.label': 'Withdrawal PIN',
  'forms.payout.numberLabel': 'bKash or Nagad number',
  'forms.payout.numberHelp': '11 digits, starting with 01',
  'forms.changePassword.newHelp': 'Not one you use on another site',
};
const FORMS = {
  paymentPasswordSet: { order: ['confirmPassword', 'password'], fields: { password: { labelKey: 'forms.payPassword.label' } } },
  payoutAccountAdd: {
    order: ['accountNumber', 'holderName', 'provider'],
    fields: { accountNumber: { labelKey: 'forms.payout.numberLabel', helpKey: 'forms.payout.numberHelp', pattern: '^01[0-9]{9}$', patternMessageKey: 'pattern.bdMobile' } },
  },
  changePassword: { order: ['newPassword', 'confirmNewPassword', 'oldPassword'], fields: { newPassword: { helpKey: 'forms.changePassword.newHelp' } } },
};

const MORE_TEXTS = {
  'forms.limit.label': 'Most I deposit',
  'forms.limit.help': 'In taka, for this period',
  'forms.break.label': 'How long',
  'forms.feedback.label': 'Tell us what happened',
  'forms.promo.label': 'Your bonus code',
  'forms.promo.placeholder': 'e.g. WELCOME',
};
const MORE_FORMS = {
  depositLimitSet: { fields: { amount: { labelKey: 'forms.limit.label', helpKey: 'forms.limit.help' } } },
  protectionStart: { fields: { duration: { labelKey: 'forms.break.label' } } },
  feedbackSubmit: { order: ['content', 'type'], fields: { content: { labelKey: 'forms.feedback.label' } } },
  promoCodeRedeem: { fields: { code: { labelKey: 'forms.promo.label', placeholderKey: 'forms.promo.placeholder' } } },
};

const labels = (page: Page, form: string) => page.locator(`form.${form} .ui-label`);

test('bdwin reorders, relabels and adds help and a pattern to its account forms, in config only', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withForms(TEXTS, FORMS, async () => {
    await register(page, request, 'bdwin', 'username');
    const sent: string[] = [];
    const calls = ['/wps/member/payoutAccounts', '/wps/member/paymentPassword', '/wps/member/password'];
    page.on('request', (r) => { const path = new URL(r.url()).pathname; if (r.method() === 'POST' && calls.includes(path)) sent.push(path); });
    const main = page.getByRole('main');

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(merchantUrl('bdwin', '/member?page=securityCenter'));
      await expect(labels(page, 'payment-password-form')).toHaveText(['Confirm the password', 'Withdrawal PIN']);
      await expect(labels(page, 'payout-add')).toHaveText(['bKash or Nagad number', 'Holder name', 'Bank or e-wallet']);
      await expect(main.getByLabel('bKash or Nagad number')).toHaveAccessibleDescription('11 digits, starting with 01');
      await shot(page, `/tmp/forms2/security-forms-${size.width}.png`, { fullPage: true });
    }

    // The merchant's pattern refuses a number the shipped rule takes, under the field, before anything is sent.
    const payout = main.locator('form.payout-add');
    await payout.getByLabel('bKash or Nagad number').fill('12345678');
    await payout.getByLabel('Holder name').fill('Rahim Uddin');
    await payout.getByRole('button', { name: 'Bind account' }).click();
    await expect(payout.getByLabel('bKash or Nagad number')).toHaveAccessibleDescription(/Please enter a valid 11-digit mobile number starting with 01/);
    expect(sent).toEqual([]);

    // The transaction password: a mismatch under the confirmation, then saved under its new label.
    const pay = main.locator('form.payment-password-form');
    await pay.getByLabel('Withdrawal PIN').fill('Pay@12345');
    await pay.getByLabel('Confirm the password').fill('Pay@12346');
    await pay.getByRole('button', { name: 'Save' }).click();
    await expect(pay.getByLabel('Confirm the password')).toHaveAccessibleDescription('Incorrect confirmation input');
    expect(sent).toEqual([]);
    await pay.getByLabel('Confirm the password').fill('Pay@12345');
    await pay.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Transaction password saved')).toBeVisible();
    expect(sent).toEqual(['/wps/member/paymentPassword']);

    // Change password: the merchant's order and help; a too-short password is refused under its field.
    const row = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Login password' }) });
    await row.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.locator('.ui-label')).toHaveText(['New password', 'Confirm new password', 'Current password']);
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Not one you use on another site');
    await dialog.getByLabel('Current password').fill(members.bdwin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('ab');
    await dialog.getByLabel('Confirm new password').fill('ab');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Not one you use on another site.*characters/);
    await shot(page, `/tmp/forms2/change-password-${page.viewportSize()?.width}.png`);
    await page.setViewportSize(PHONE);
    await shot(page, `/tmp/forms2/change-password-${PHONE.width}.png`);
    expect(sent).toEqual(['/wps/member/paymentPassword']);
    // A wrong current password, refused by the platform, shows under that field (the call schema names it).
    await dialog.getByLabel('Current password').fill('Wrong-pass-1');
    await dialog.getByLabel('New password', { exact: true }).fill('Newpass2468');
    await dialog.getByLabel('Confirm new password').fill('Newpass2468');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect');
    // The field's own message is the one alert: nothing shows on the form.
    await expect(dialog.getByRole('alert')).toHaveText(['The current password is incorrect']);
  });
});

test('bdwin relabels its deposit limit, time-out, feedback and promo code forms, in config only', async ({ page, request }) => {
  test.setTimeout(180_000);
  await withForms(MORE_TEXTS, MORE_FORMS, async () => {
    await register(page, request, 'bdwin', 'username');
    const sent: string[] = [];
    const calls = ['/wps/member/deposit/limits', '/wps/member/protection/start', '/wps/feedback', '/wps/member/rewards/promo-code'];
    page.on('request', (r) => { const path = new URL(r.url()).pathname; if (r.method() === 'POST' && calls.includes(path)) sent.push(path); });
    const main = page.getByRole('main');

    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(merchantUrl('bdwin', '/member?page=responsibleGaming'));
      await expect(main.getByLabel('Most I deposit')).toHaveCount(3);
      await expect(main.getByRole('group', { name: 'How long' })).toHaveCount(2);
      await shot(page, `/tmp/forms2/responsible-gaming-${size.width}.png`, { fullPage: true });
    }
    // The money rules under the relabelled field, nothing sent.
    const day = main.locator('form.deposit-limit').filter({ has: page.getByRole('heading', { name: '24 hours' }) });
    await expect(day.getByLabel('Most I deposit')).toHaveAccessibleDescription('In taka, for this period');
    await day.getByLabel('Most I deposit').fill('1e3');
    await day.getByRole('button', { name: 'Set limit' }).click();
    await expect(day.getByLabel('Most I deposit')).toHaveAccessibleDescription(/In taka, for this period.*Enter the amount in digits 0–9/);
    await day.getByLabel('Most I deposit').fill('');
    await day.getByRole('button', { name: 'Set limit' }).click();
    await expect(day.getByLabel('Most I deposit')).toHaveAccessibleDescription(/Enter an amount\./);
    // A time-out's periods are the design system's choices, under the merchant's label.
    const periods = main.getByRole('group', { name: 'How long' });
    const offered = (JSON.parse(readFileSync(new URL('../../merchants/bdwin/merchant.json', import.meta.url), 'utf8')) as { constants: { protection: { timeoutPeriods: string[]; selfExclusionPeriods: string[] } } }).constants.protection;
    await expect(periods.nth(0).getByRole('radio')).toHaveCount(offered.timeoutPeriods.length);
    await expect(periods.nth(1).getByRole('radio')).toHaveCount(offered.selfExclusionPeriods.length);
    expect(sent).toEqual([]);

    await page.goto(merchantUrl('bdwin', '/member?page=feedback'));
    const feedback = main.locator('form.feedback-form');
    await expect(feedback.locator('.schema-form-fields .ui-label')).toHaveText(['Tell us what happened', 'Type']);
    await feedback.getByLabel('Tell us what happened').fill('Too short');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByLabel('Tell us what happened')).toHaveAccessibleDescription(/Please write at least 3 words/);
    await shot(page, `/tmp/forms2/feedback-${page.viewportSize()?.width}.png`, { fullPage: true });

    await page.goto(merchantUrl('bdwin', '/member?page=rewardCenter'));
    const promo = main.getByRole('region', { name: 'Promo code' });
    await expect(promo.getByLabel('Your bonus code')).toHaveAttribute('placeholder', 'e.g. WELCOME');
    await promo.getByRole('button', { name: 'Redeem' }).click();
    await expect(promo.getByLabel('Your bonus code')).toHaveAccessibleDescription(/This field cannot be empty/);
    await promo.getByLabel('Your bonus code').fill('nosuch1');
    await expect(promo.getByLabel('Your bonus code')).toHaveValue('NOSUCH1');
    await promo.getByRole('button', { name: 'Redeem' }).click();
    await expect(promo.getByLabel('Your bonus code')).toHaveAccessibleDescription(/This promo code does not exist/);
    expect(sent).toEqual(['/wps/member/rewards/promo-code']);
  });
});
