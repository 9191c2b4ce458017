// The two-factor step at login (cnstar, secure01 with the seeded authenticator secret): the field
// asks for the authenticator or a recovery code (not an SMS code), no "complete verification
// first" line, and a wrong code is refused under the field in the step itself, which takes the
// right one next.
// bdwin, whose config turns two-factor on, offers it in the security centre.
import { totp } from '../../src/platform/security/totp.ts';
import { SEED_TOTP_SECRET } from '../../src/platform/seed.ts';
import { expect, merchantUrl, test } from './fixtures.ts';
import { expectLoggedIn, logIn, openInEnglish } from './helpers.ts';
import { shotBothSizes } from './shots.ts';

test('cnstar: a wrong authenticator code is refused in the code step, which then takes the right one', async ({ page }) => {
  test.setTimeout(120_000);
  await openInEnglish(page, 'cnstar');
  await logIn(page, 'secure01', 'Member@123');
  const step = page.getByRole('dialog', { name: 'Two-step verification' });
  await expect(step).toBeVisible();
  await expect(step.getByLabel('Authenticator or recovery code')).toBeVisible();
  await expect(step.getByText('Verification code', { exact: true })).toHaveCount(0);
  await expect(step.getByText('Please complete verification first')).toHaveCount(0);
  await shotBothSizes(page, '/tmp/two-factor-shots/step-cnstar');

  const right = totp(SEED_TOTP_SECRET, Date.now());
  await step.getByLabel('Authenticator or recovery code').fill(right.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText('Verification code not valid');
  // Under the code field (the login call schema's errors name it), not above the form.
  await expect(step.getByLabel('Authenticator or recovery code')).toHaveAccessibleDescription('Verification code not valid');
  // Still the code step: no username and password dialog.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await shotBothSizes(page, '/tmp/two-factor-shots/wrong-code-cnstar');

  await step.getByLabel('Authenticator or recovery code').fill(totp(SEED_TOTP_SECRET, Date.now() + 30_000));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expectLoggedIn(page, 'secure01');
});

test('bdwin: the security centre offers two-factor login, as its config turns it on', async ({ page }) => {
  test.setTimeout(120_000);
  await openInEnglish(page, 'bdwin');
  await logIn(page, 'member01', 'Member@123');
  await expectLoggedIn(page, 'member01');
  await page.goto(merchantUrl('bdwin', '/member?page=securityCenter'));
  const row = page.getByRole('main').locator('.security-item[data-item="twoFactor"]');
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Turn on' })).toBeVisible();
});
