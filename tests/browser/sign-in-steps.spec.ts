// The other sign-in steps on the real platform: forced password change (default password),
// the unregistered-IP verification with the code from the outbox, third-party sign-in through the
// local identity provider, and forgot password by email and by phone (CHNGPASSVERIF3).
import { test, expect, merchantUrl } from './fixtures.ts';
import { expectLoggedIn, latestSmsCode, logIn, logOut, openInEnglish, platformGet } from './helpers.ts';

test('the default password forces the change-password modal, which cannot be dismissed', async ({ page }) => {
  await openInEnglish(page, 'vnlotto');
  await logIn(page, 'newbie01', 'Default@2026');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  // newbie01 is on its first login with the default password: either reason forces the change.
  await expect(dialog.getByRole('status')).toHaveText(/first login|default password/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  // The current password is known from the login: only the new one is asked.
  await expect(dialog.getByLabel('Current password')).toHaveCount(0);
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password').fill('short');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('8–20 characters with both letters and digits');
  await dialog.getByLabel('New password', { exact: true }).fill('fresh2026x');
  await dialog.getByLabel('Confirm new password').fill('fresh2026x');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page, 'newbie01', 0);
  await logOut(page);
  await logIn(page, 'newbie01', 'fresh2026x');
  await expectLoggedIn(page, 'newbie01', 0);
});

test('a login from an unregistered IP asks for the SMS code sent to the member', async ({ page, request }) => {
  await openInEnglish(page, 'bdwin');
  await logIn(page, 'traveller01', 'Member@123');
  const step = page.getByRole('dialog', { name: 'Verify this device' });
  await expect(step).toBeVisible();
  const mobile = '01710000005';
  const code = await latestSmsCode(request, 'bdwin', mobile, 'loginVerify');
  await step.getByLabel('Verification code').fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectLoggedIn(page, 'traveller01');
});

test('third-party sign-in (Telegram) through the platform identity provider', async ({ page }) => {
  await openInEnglish(page, 'bdwin');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Telegram' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Name').fill('Rahim Telegram');
  await popup.getByRole('button', { name: 'Continue as this user' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('forgot password by email says in_been_out; by phone it resets, signs in and goes home', async ({ page, request }) => {
  await openInEnglish(page, 'bdwin', '/help');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  // Each problem shows under its own field, tied to it for screen readers.
  await expect(dialog.getByRole('alert')).toHaveText('Input cannot be empty');
  await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('Input cannot be empty');
  await dialog.getByLabel('Username').fill('member01');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Input cannot be empty');
  await expect(dialog.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Email').fill('member01@example.com');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByText('A password reset email has been sent. Please check your inbox.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const phone = page.getByRole('dialog', { name: 'Forgot password' });
  await phone.getByRole('tab', { name: 'By phone' }).click();
  const mobile = '01710000004'; // newbie01 on bdwin
  await phone.getByLabel('Mobile number').fill(mobile);
  await phone.getByRole('button', { name: 'Get code' }).click();
  const code = await latestSmsCode(request, 'bdwin', mobile, 'forgotPassword');
  await phone.getByLabel('Verification code').fill(code);
  await phone.getByLabel('New password').fill('reset2026');
  await phone.getByRole('button', { name: 'Reset password' }).click();
  await expect(phone).toBeHidden();
  await expect(page).toHaveURL(merchantUrl('bdwin', '/'));
  await expectLoggedIn(page, 'newbie01');
});

test('cnstar has no phone tab (CHNGPASSVERIF3 off)', async ({ page, request }) => {
  const config = await platformGet<{ features: { forgotPasswordByPhone: boolean } }>(request, 'cnstar', '/wps/portal/config');
  expect(config.features.forgotPasswordByPhone).toBe(false);
  await openInEnglish(page, 'cnstar');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByLabel('Username')).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveCount(0);
});
