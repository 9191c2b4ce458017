// A self-excluded member is protected, not trapped (GLI-19 A.3.8), on a phone: a fresh member
// with money excludes themself, signs in again and sees the restricted view (the exclusion and
// its end, the balance, Withdraw and History; no game, no deposit), withdraws the balance through
// the usual withdrawal page, and is refused a game launch by the platform (account.excluded).
// The responsible-gaming page stays open: the limits are read and lowered, a raise is refused, and
// what the platform refuses then (removing a limit, confirming a raise, the reality check) is not offered.
// The desk pays the withdrawal once (the approval and the payout sent again are refused), the
// member confirms it from the restricted session, and the wallet gave the amount once.
// Screens at 390x844 go to /tmp/restricted (SHOTS=1).
import { expect, merchantUrl, test } from './fixtures.ts';
import { PHONE, shot, shotBothSizes } from './shots.ts';
import { logIn, platformUrl } from './helpers.ts';
import { members } from './register-helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { firstWithdrawal } from './withdraw-helpers.ts';
import { deskApiToken, FINANCE } from './desk-helpers.ts';

const merchant = 'bdwin';
const PAY = 'Pay@12345';

test.use({ viewport: PHONE, timezoneId: 'Asia/Dhaka' });

test('bdwin: a self-excluded member signs in to the restricted view, withdraws, and is refused a game', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await registerOverApi(page, merchant);
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
  // No marketing either: bdwin's home marquee (which opens its announcements on load) is not shown.
  await expect(page.locator('.marquee-line')).toHaveCount(0);
  await expect(page.locator('ul.announcements')).toHaveCount(0);
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

  // The responsible-gaming page stays reachable: the exclusion, the limits. A limit is lowered
  // (set where there was none) at once; raising it is refused by the platform, said on the form.
  await expect(menu.getByRole('link', { name: 'Responsible gaming' })).toBeVisible();
  await menu.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/member\?page=responsibleGaming$/);
  await expect(main.getByTestId('restricted-banner')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
  const day = main.locator('form.deposit-limit').filter({ has: page.getByRole('heading', { name: '24 hours' }) });
  await day.getByLabel('New limit').fill('500');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day.getByRole('status').filter({ hasText: 'Your limit applies now.' })).toBeVisible();
  await expect(day.getByTestId('deposit-limit-day-now')).toContainText(/500/);
  await day.getByLabel('New limit').fill('900');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day.getByText(/Not available during your break/)).toBeVisible();
  await expect(day.getByTestId('deposit-limit-day-now')).toContainText(/500/);
  // Only what the platform takes during the break is offered: setting a limit (which it applies if
  // lower), not removing one or confirming a raise; the reality check is shown, not changed.
  const loss = main.getByRole('region', { name: 'Loss limit' }).locator('form').first();
  await loss.getByLabel('New limit').fill('30');
  await loss.getByRole('button', { name: 'Set limit' }).click();
  await expect(loss.getByRole('status')).toHaveText('Your limit applies now.');
  await expect(day.getByRole('button', { name: 'Set limit' })).toBeVisible();
  for (const refused of ['Remove limit', 'Confirm change']) await expect(main.getByRole('button', { name: refused })).toHaveCount(0);
  await expect(main.getByTestId('reality-check-now')).toHaveText('Off');
  await expect(main.getByRole('term').filter({ hasText: 'Remind me every' })).toBeVisible();
  // The deposit and play limits' hints say what a break allows, not a confirmation after 24 hours.
  await expect(main.getByText('A lower limit applies at once.', { exact: true })).toHaveCount(2);
  await expect(main.getByText(/confirmed after 24 hours/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await shotBothSizes(page, '/tmp/restricted/responsible-gaming-bdwin');

  // The desk pays it once: the approval and the payout sent again under new keys are refused.
  const listed = await request.get(platformUrl('/wps/member/withdraw/list'), { headers: { Merchant: merchant, Authorization: token ?? '' } });
  const mine = ((await listed.json()) as { value: { items: { id: number; amountMinor: number; feeMinor: number }[] } }).value.items;
  expect(mine).toHaveLength(1);
  const { id, amountMinor, feeMinor } = mine[0]!;
  expect(amountMinor).toBe(100_000);
  const finance = await deskApiToken(request, merchant, FINANCE);
  const decide = async (action: string, attempt: number) => {
    const answer = await request.post(platformUrl('/wps/desk/withdrawals/decide'), {
      headers: { Merchant: merchant, Authorization: finance }, data: { id, action, idempotencyKey: `restricted-${action}-${attempt}-${id}` },
    });
    return ((await answer.json()) as { errorCode: string | null }).errorCode;
  };
  for (const action of ['approve', 'pay']) {
    expect(await decide(action, 1), action).toBeNull();
    expect(await decide(action, 2), `${action} again`).toBe('desk.state.changed');
  }
  // The desk's queue is oldest first and shared with other specs: read it page by page to the row.
  let row: { id: number; paidMinor: number } | undefined;
  for (let p = 1; !row; p += 1) {
    const desk = await request.get(platformUrl(`/wps/desk/withdrawals?status=transferring&pageSize=100&page=${p}`), { headers: { Merchant: merchant, Authorization: finance } });
    const items = ((await desk.json()) as { value: { items: { id: number; paidMinor: number }[] } }).value.items;
    expect(items.length, 'the paid request is in the queue').toBeGreaterThan(0);
    row = items.find((w) => w.id === id);
  }
  expect(row.paidMinor).toBe(amountMinor - feeMinor);
  // The member, still excluded, confirms it arrived; the wallet gave the amount once.
  await page.goto(merchantUrl(merchant, '/member?page=withdraw'));
  await expect(main.getByTestId('restricted-banner')).toBeVisible();
  await page.getByRole('region', { name: 'The payment has been disbursed, please confirm whether it has been received' }).getByRole('button', { name: 'Received', exact: true }).click();
  await expect(page.getByText('Thank you, your answer is recorded.')).toBeVisible();
  await page.goto(merchantUrl(merchant, '/'));
  await expect(page.getByTestId('restricted-view').locator('.restricted-balance')).toContainText(/4,000(\.00)?/);
});
