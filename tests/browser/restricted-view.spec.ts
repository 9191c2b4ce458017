// A self-excluded member is protected, not trapped (GLI-19 A.3.8), on a phone: a fresh member
// with money excludes themself, signs in again and sees the restricted view (the exclusion and
// its end, the balance, Withdraw and History; no game, no deposit), withdraws the balance through
// the usual withdrawal page, and is refused a game launch by the platform (account.excluded).
// Screens at 390x844 go to /tmp/restricted (SHOTS=1).
import { expect, merchantUrl, test } from './fixtures.ts';
import { PHONE, shot, shotBothSizes } from './shots.ts';
import { logIn, platformUrl } from './helpers.ts';
import { members, register } from './register-helpers.ts';
import { firstWithdrawal } from './withdraw-helpers.ts';

const merchant = 'bdwin';
const PAY = 'Pay@12345';

test.use({ viewport: PHONE, timezoneId: 'Asia/Dhaka' });

test('bdwin: a self-excluded member signs in to the restricted view, withdraws, and is refused a game', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await register(page, request, merchant, 'username');
  const funded = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username: account, amountMinor: 500_000 } });
  expect((await funded.json()).success).toBe(true);

  await page.goto(merchantUrl(merchant, '/member?page=responsibleGaming'));
  const main = page.getByRole('main');
  const exclusion = main.locator('section', { has: page.getByRole('heading', { name: 'Self-exclusion' }) });
  // What happens to the money is said before the member confirms; the merchant offers no end date too.
  await expect(exclusion.getByTestId('break-selfExclusion-balance')).toContainText(/During the exclusion you can still sign in to withdraw it/);
  await expect(exclusion.getByLabel('Indefinitely (no end date)')).toBeVisible();
  await exclusion.getByLabel('6 months').check();
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  await exclusion.getByRole('button', { name: 'Yes, start now' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Prompt' });
  await expect(notice).toContainText('Your self-exclusion has started. Until');
  const until = /Until (.+) you can sign in/.exec((await notice.getByText('Your self-exclusion has started').textContent()) ?? '')?.[1] ?? '';
  expect(until).toContain('GMT+6');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  // Signed in again: the restricted view, wherever the member lands.
  await logIn(page, account, members[merchant].password);
  const view = page.getByTestId('restricted-view');
  await expect(view).toBeVisible();
  await expect(view.getByTestId('restricted-banner')).toHaveText(`Your account is self-excluded until ${until}.You can withdraw your balance and read your history. Games, deposits, promotions and rewards are closed.`);
  await expect(view.locator('.restricted-balance')).toContainText(/5,000(\.00)?/);
  await expect(view.getByRole('link', { name: 'Withdraw my balance' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'History' })).toBeVisible();
  // No game tiles, no deposit: the phone's tab bar has Withdraw where Deposit was.
  await expect(page.locator('[data-game-id]')).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  await expect(tabs.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  await expect(view).toBeInViewport();
  await shotBothSizes(page, '/tmp/restricted/view-bdwin');

  // A games page and the deposit page show the same view; the platform refuses a launch outright.
  await page.goto(merchantUrl(merchant, '/slots'));
  await expect(page.getByTestId('restricted-view')).toBeVisible();
  await expect(page.locator('[data-game-id]')).toHaveCount(0);
  await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
  await expect(page.getByTestId('restricted-view')).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const launch = await request.post(platformUrl('/wps/game/launchGame'), { headers: { Merchant: merchant, Authorization: token ?? '' }, data: { gameId: 1, launchMode: 'GLS' } });
  expect(launch.status()).toBe(403);
  expect((await launch.json()).errorCode).toBe('account.excluded');

  // Withdraw: the usual page and rules, under the exclusion banner.
  await page.getByTestId('restricted-view').getByRole('link', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/member\?page=withdraw$/);
  await expect(main.getByTestId('restricted-banner')).toContainText(`Your account is self-excluded until ${until}.`);
  await firstWithdrawal(page, main, PAY, '1000');
  await shot(page, '/tmp/restricted/withdraw-bdwin-390.png');

  // The member centre's menu holds only what a restricted session opens.
  const menu = page.getByRole('navigation', { name: 'Member centre menu' });
  await expect(menu.getByRole('link', { name: 'Transactions' })).toBeVisible();
  for (const closed of ['Reward centre', 'Missions', 'Messages']) await expect(menu.getByRole('link', { name: closed })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Transactions' }).click();
  await expect(main.getByTestId('restricted-banner')).toBeVisible();
});
