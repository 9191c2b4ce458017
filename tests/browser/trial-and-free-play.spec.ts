// Type 4 (trial) accounts: the member centre and other real actions stop with in_need_true_account.
import { test, expect } from './fixtures.ts';
import { expectLoggedIn, logOut, openInEnglish } from './helpers.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

test('trial01 is stopped with in_need_true_account on the member centre', async ({ page }) => {
  await openSignedIn(page, 'bdwin', 'trial01', 'Trial@123');
  await expectLoggedIn(page, 'trial01');
  await page.getByRole('banner').getByRole('button', { name: 'Member centre' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(warning.getByText('This is a trial account. Please register a real account to use this feature.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/member/);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();

  // Opening the member centre by its address is blocked the same way.
  await page.goto(page.url().replace(/\/?$/, '') + '/member');
  await expect(page.getByText('This is a trial account. Please register a real account to use this feature.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security centre' })).toHaveCount(0);
  await logOut(page);
});

test('free play signs in a demo account that is a trial account', async ({ page }) => {
  await openInEnglish(page, 'bdwin');
  await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await expect(page.getByRole('banner').getByText(/^demo[0-9a-f]+$/)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Prompt' }).getByText(/trial account/)).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Prompt' }).getByRole('button', { name: 'OK' }).click();
  await logOut(page);
});

test('cnstar offers no free demo (feature off)', async ({ page }) => {
  await openInEnglish(page, 'cnstar');
  // cnstar sends guests to /login (login to home page on): the login modal is open.
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Free demo' })).toHaveCount(0);
});
