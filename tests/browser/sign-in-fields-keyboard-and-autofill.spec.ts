// Regression: the register form's mobile number was a plain text input (no
// phone keypad) and several fields had no autocomplete token. Every input of the sign-in,
// registration and reset forms now carries one, and phone-number fields are type="tel" with
// inputmode="tel".
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openInEnglish, openLoginDialog } from './helpers.ts';

type Expected = Record<string, { autocomplete: string; type?: string; inputmode?: string }>;

async function expectInputs(dialog: Locator, expected: Expected): Promise<void> {
  for (const [label, want] of Object.entries(expected)) {
    const input = dialog.getByLabel(label, { exact: true });
    await expect(input, label).toHaveAttribute('autocomplete', want.autocomplete);
    if (want.type) await expect(input, label).toHaveAttribute('type', want.type);
    if (want.inputmode) await expect(input, label).toHaveAttribute('inputmode', want.inputmode);
  }
  // No text input is left without a token.
  for (const input of await dialog.locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden])').all()) {
    await expect(input).toHaveAttribute('autocomplete', /.+/);
  }
}

const tel = { autocomplete: 'tel', type: 'tel', inputmode: 'tel' };

test('register forms: phone fields bring up the phone keypad, every field has its autocomplete token', async ({ page }) => {
  await openInEnglish(page, 'bdwin', '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expectInputs(dialog, {
    Username: { autocomplete: 'username' },
    'Mobile number': tel,
    'Verification code': { autocomplete: 'one-time-code', inputmode: 'numeric' },
    Password: { autocomplete: 'new-password', type: 'password' },
    'Confirm password': { autocomplete: 'new-password', type: 'password' },
    Email: { autocomplete: 'email', type: 'email', inputmode: 'email' },
    'Full name': { autocomplete: 'name' },
    WhatsApp: { autocomplete: 'off', type: 'tel', inputmode: 'tel' },
    Captcha: { autocomplete: 'off' },
  });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expectInputs(dialog, { 'Mobile number': tel });

  await openInEnglish(page, 'vnlotto', '/register');
  const vn = page.getByRole('dialog', { name: 'Register' });
  await expectInputs(vn, { 'Real name': { autocomplete: 'name' }, 'Zalo number': { autocomplete: 'off', type: 'tel', inputmode: 'tel' }, Birthday: { autocomplete: 'bday' } });
});

test('login and forgot-password forms: phone fields are tel, every field has its autocomplete token', async ({ page }) => {
  await openInEnglish(page, 'vnlotto');
  await openLoginDialog(page);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expectInputs(login, { Username: { autocomplete: 'username' }, Password: { autocomplete: 'current-password' } });
  await login.getByRole('tab', { name: 'SMS code' }).click();
  await expectInputs(login, { 'Mobile number': tel, 'Verification code': { autocomplete: 'one-time-code', inputmode: 'numeric' } });
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'By phone' }).click();
  await expectInputs(forgot, { 'Mobile number': tel, 'New password': { autocomplete: 'new-password', type: 'password' } });
});
