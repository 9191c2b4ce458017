// For each merchant: a new member registers (username mode; mobile mode with the SMS code from
// the outbox), sees the balance with two decimals, changes the password, logs out through the
// confirmation and logs in again.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS, type MerchantCode } from './fixtures.ts';
import { freshIp } from './model/platform.ts';
import { balanceDecimals, changePassword, expectLoggedIn, latestSmsCode, logIn, logOut, openInEnglish, relaxRegistration, unique } from './helpers.ts';

interface NewMember {
  username: string;
  password: string;
  newPassword: string;
  /** Other required fields by label. */
  extra: Record<string, string>;
}

const members: Record<MerchantCode, () => NewMember> = {
  bdwin: () => ({ username: unique('bd'), password: 'abc12345', newPassword: 'xyz98765', extra: {} }),
  vnlotto: () => ({ username: unique('vn'), password: 'abcd1234', newPassword: 'wxyz9876', extra: { 'Real name': 'NGUYEN VAN AN' } }),
  cnstar: () => ({ username: unique('cn'), password: 'Abc@1234', newPassword: 'Xyz#9876', extra: { 'Real name': '张三', 'Payment password': '246810' } }),
};

async function fillRegistration(page: Page, values: Record<string, string>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Register' });
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByLabel(/I confirm I am at least 18 years old/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

for (const merchant of MERCHANTS) {
  test.describe(merchant, () => {
    test.beforeEach(async ({ request }) => {
      await relaxRegistration(request, merchant);
    });

    test(`${merchant}: username registration, balance, password change, logout, login`, async ({ page, request }) => {
      const member = members[merchant]();
      const decimals = await balanceDecimals(request, merchant);
      await openInEnglish(page, merchant, '/register');
      const dialog = page.getByRole('dialog', { name: 'Register' });
      // Required fields carry the ＊ mark in their placeholder; optional ones do not.
      await expect(dialog.getByLabel('Username', { exact: true })).toHaveAttribute('placeholder', '＊Username');
      await fillRegistration(page, {
        Username: member.username,
        Password: member.password,
        'Confirm password': member.password,
        ...member.extra,
      });
      await expectLoggedIn(page, member.username, decimals);

      await changePassword(page, member.password, member.newPassword);
      await expectLoggedIn(page, member.username, decimals);
      await logOut(page);

      await logIn(page, member.username, member.newPassword);
      await expectLoggedIn(page, member.username, decimals);
      await logOut(page);
    });
  });
}

test('bdwin: mobile registration with the SMS code from the outbox, then login by mobile number', async ({ page, request }) => {
  await relaxRegistration(request, 'bdwin');
  // An address of its own: SMS and registration budgets are counted per IP.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  const mobile = `017${String(Date.now()).slice(-8)}`;
  await openInEnglish(page, 'bdwin', '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  const smsButton = dialog.getByRole('button', { name: 'Get code' });
  await smsButton.click();
  // The SMS button counts down once the code is sent.
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await latestSmsCode(request, 'bdwin', mobile, 'register');
  await dialog.getByLabel('Verification code', { exact: true }).fill(code);
  await fillRegistration(page, { Password: 'abc12345', 'Confirm password': 'abc12345' });
  await expectLoggedIn(page, mobile);
  await logOut(page);
  await logIn(page, mobile, 'abc12345');
  await expectLoggedIn(page, mobile);
  await logOut(page);
});

test('vnlotto: mobile registration without a password, then SMS-code login', async ({ page, request }) => {
  await relaxRegistration(request, 'vnlotto');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  const mobile = `09${String(Date.now()).slice(-8)}`;
  await openInEnglish(page, 'vnlotto', '/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  const code = await latestSmsCode(request, 'vnlotto', mobile, 'register');
  await dialog.getByLabel('Verification code', { exact: true }).fill(code);
  await fillRegistration(page, { 'Real name': 'TRAN THI BINH' });
  await expectLoggedIn(page, mobile, 0);
  await logOut(page);

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('tab', { name: 'SMS code' }).click();
  await login.getByLabel('Mobile number').fill(mobile);
  // The platform sends at most one code per number per second (smsThrottleMs); this member got
  // the registration code moments ago.
  await page.waitForTimeout(1100);
  await login.getByRole('button', { name: 'Get code' }).click();
  await expect(login.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  const loginCode = await latestSmsCode(request, 'vnlotto', mobile, 'login');
  await login.getByLabel('Verification code').fill(loginCode);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, mobile, 0);
  await logOut(page);
});
