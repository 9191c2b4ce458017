// Regression: forgot password by email accepted anything and could never be
// completed. A new member asks for a reset by email, opens the link from the mail outbox
// (GET /dev/mail-outbox), sets a password the rule accepts, and logs in with it; the session
// they had is over.
import { test, expect, merchantUrl } from './fixtures.ts';
import { expectLoggedIn, platformGet, platformUrl } from './helpers.ts';
import { freshIp } from './model/platform.ts';
import { register } from './register-helpers.ts';

test('bdwin: forgot password by email, the mailed link, a new password, and the old session ended', async ({ page, request, browser }) => {
  // Two browsers, a registration and a mail round trip: over a minute on a loaded machine.
  test.setTimeout(180_000);
  // One address for both browsers: bdwin asks for an SMS code on a login from an unknown one.
  const ip = freshIp();
  let email = '';
  const username = await register(page, request, 'bdwin', 'username', async (dialog) => {
    email = `m${Date.now().toString(36)}@mail.example`;
    await dialog.getByLabel('Email', { exact: true }).fill(email);
  }, '/register', ip);
  await expectLoggedIn(page, username);
  const liveToken = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(liveToken).toBeTruthy();

  // Elsewhere (another browser), the member has forgotten the password.
  const elsewhere = await (await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } })).newPage();
  await elsewhere.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await elsewhere.goto(merchantUrl('bdwin', '/login'));
  const login = elsewhere.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = elsewhere.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Username', { exact: true }).fill(username);
  await forgot.getByLabel('Email', { exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(forgot.getByRole('status')).toHaveText('A password reset email has been sent. Please check your inbox.');

  let link = '';
  await expect.poll(async () => {
    const mails = await platformGet<{ body: string }[]>(request, 'bdwin', `/dev/mail-outbox?to=${encodeURIComponent(email)}`);
    link = /https?:\/\/\S+?(\/resetPassword\?token=[A-Za-z0-9_%-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    return link;
  }).toBeTruthy();
  await elsewhere.goto(merchantUrl('bdwin', link));
  const main = elsewhere.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await main.getByLabel('New password', { exact: true }).fill('ab');
  await main.getByLabel('Confirm new password', { exact: true }).fill('ab');
  await main.getByRole('button', { name: 'Set the new password' }).click();
  await expect(main.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/6.20/);
  await main.getByLabel('New password', { exact: true }).fill('new12345');
  await main.getByLabel('Confirm new password', { exact: true }).fill('new12345');
  await main.getByRole('button', { name: 'Set the new password' }).click();
  await expect(main.getByRole('status')).toHaveText(/Your password has been changed/);

  // The session the member had is over; the new password logs in.
  const info = await request.get(platformUrl('/wps/member/info'), { headers: { Merchant: 'bdwin', Authorization: liveToken! } });
  expect(info.status()).toBe(401);
  await main.getByRole('button', { name: 'Log in' }).click();
  const again = elsewhere.getByRole('dialog', { name: 'Log in' });
  await again.getByLabel('Username').fill(username);
  await again.getByLabel('Password', { exact: true }).fill('new12345');
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(elsewhere.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
});
