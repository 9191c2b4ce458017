// The security centre in the browser against the real platform: a new member changes
// the mobile with the SMS code from the dev outbox; on cnstar a member turns two-factor on from
// the QR page (the test computes the authenticator's code from the shown key), gets recovery
// codes and logs in with a code; a member signs another browser out (that browser loses its
// session), then every other one. Screens at 390x844 and 1280x800 go to /tmp/security-shots.
import type { Browser, Page } from '@playwright/test';
import { totp } from '../../src/platform/security/totp.ts';
import { expect, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { headerBalanceButton, latestSmsCode, logIn, logOut } from './helpers.ts';
import { freshIp } from './model/platform.ts';
import { members } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const SECURITY_CENTRE = '/member?page=securityCenter';
const item = (page: Page, key: string) => page.getByRole('main').locator(`.security-item[data-item="${key}"]`);

/** A new member of `merchant`, on its security centre, signed in. */
async function newMemberOnSecurityCentre(page: Page, merchant: MerchantCode, ip?: string): Promise<string> {
  const account = await registerOverApi(page, merchant, { ip, path: SECURITY_CENTRE });
  await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
  return account;
}

/** A second browser (its own storage) signed in as the same account, on a light page. */
async function secondBrowser(browser: Browser, merchant: MerchantCode, account: string, ip: string): Promise<Page> {
  // From the address the member registered from: bdwin asks for an SMS code on a login from an unknown one.
  const page = await (await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } })).newPage();
  await openSignedIn(page, merchant, account, members[merchant].password, '/help', { ip });
  return page;
}

test('bdwin: change the mobile with the SMS code sent to the new number; a wrong code is refused by its field', async ({ page, request }) => {
  test.setTimeout(180_000);
  const merchant = 'bdwin';
  await newMemberOnSecurityCentre(page, merchant);
  const score = Number(await page.getByRole('meter', { name: 'Security score' }).getAttribute('aria-valuenow'));
  await shotBothSizes(page, `/tmp/security-shots/overview-${merchant}`);

  const mobile = `019${String(Date.now()).slice(-8)}`;
  const row = item(page, 'mobile');
  await row.getByRole('button', { name: /^(Bind|Change)$/ }).click();
  await row.getByLabel('New mobile number').fill(mobile);
  await row.getByLabel('Login password').fill(members[merchant].password);
  await row.getByRole('button', { name: 'Send code' }).click();
  await expect(row.getByRole('button', { name: /Send again \(\d+ s\)/ })).toBeDisabled();
  await expect(row.getByText(/Code sent to 019\*+\d{3}, valid \d+ min/)).toBeVisible();
  const code = await latestSmsCode(request, merchant, mobile, 'bindMobile');
  await row.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByText('Verification code not valid')).toBeVisible();
  await shotBothSizes(page, `/tmp/security-shots/mobile-form-${merchant}`);
  await row.getByLabel('Verification code').fill(code);
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Mobile number saved')).toBeVisible();
  await expect(row.getByText(new RegExp(`^019\\*+${mobile.slice(-3)}$`))).toBeVisible();
  await expect(row.getByText('Set up', { exact: true })).toBeVisible();
  // Binding a number that was missing raises the score; changing one keeps it.
  await expect.poll(async () => Number(await page.getByRole('meter', { name: 'Security score' }).getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(score);
});

test('cnstar: turn two-factor on from the QR code, keep the recovery codes, log in with the authenticator code', async ({ page }) => {
  test.setTimeout(180_000);
  const merchant = 'cnstar';
  const account = await newMemberOnSecurityCentre(page, merchant);
  const row = item(page, 'twoFactor');
  await expect(row.getByText('Not set up')).toBeVisible();
  await row.getByRole('button', { name: 'Turn on' }).click();
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(row.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await row.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shotBothSizes(page, `/tmp/security-shots/two-factor-qr-${merchant}`);
  // A wrong login password is refused by its field, with nothing turned on.
  await row.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await row.getByLabel('Login password').fill('Wrong@999x');
  await row.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(row.getByText('The current password is incorrect')).toBeVisible();
  await row.getByLabel('Code from the app').fill(totp(secret, Date.now()));
  await row.getByLabel('Login password').fill(members[merchant].password);
  await row.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = row.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await shotBothSizes(page, `/tmp/security-shots/recovery-codes-${merchant}`);
  await row.getByRole('button', { name: 'I have saved them' }).click();
  await expect(row.getByText('10 recovery codes left')).toBeVisible();

  await logOut(page);
  await logIn(page, account, members[merchant].password);
  const step = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(step).toBeVisible();
  // The code that turned it on is spent, and so is its step (a replay is refused: two-factor.test.ts):
  // the authenticator's next code works at once, as the platform takes ±1 step, with no waiting
  // for the next 30-second window.
  await step.getByLabel('Authenticator or recovery code').fill(totp(secret, Date.now() + 30_000));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner').getByText(account, { exact: true })).toBeVisible();
});

test('bdwin: sign another browser out, then every other one; the signed-out browsers lose their session', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const merchant = 'bdwin';
  const ip = freshIp();
  const account = await newMemberOnSecurityCentre(page, merchant, ip);
  const other = await secondBrowser(browser, merchant, account, ip);
  const third = await secondBrowser(browser, merchant, account, ip);
  await page.reload(); // the list as it is now, with the two other browsers
  await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
  const devices = page.getByRole('main').locator('.security-devices');
  const rows = devices.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await shotBothSizes(page, `/tmp/security-shots/devices-${merchant}`);

  await rows.filter({ hasNotText: 'This device' }).first().getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByText('Device signed out')).toBeVisible();
  await expect(rows).toHaveCount(2);
  // Whichever of the two was signed out is a guest once reloaded (its session check answers 401);
  // the other is still signed in.
  const state = async (p: Page) => {
    const banner = p.getByRole('banner');
    if (await banner.getByRole('button', { name: 'Log in' }).isVisible()) return 'guest';
    return (await headerBalanceButton(p).isVisible()) ? 'member' : 'loading'; // phones show no account name
  };
  await other.reload();
  await third.reload();
  await expect.poll(async () => [await state(other), await state(third)].sort(), { timeout: 20_000 }).toEqual(['guest', 'member']);

  await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out on 1 other device')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await other.reload();
  await third.reload();
  await expect.poll(async () => [await state(other), await state(third)], { timeout: 20_000 }).toEqual(['guest', 'guest']);
  // This browser keeps its session: the list it just read came from the platform with its token.
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await other.context().close();
  await third.context().close();
});
