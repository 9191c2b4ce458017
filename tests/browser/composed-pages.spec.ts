// Pages composed from config, in Chromium against the real platform: the test-only merchant
// pagetest (fixtures/pagetest/, built by playwright.config.ts from bdwin as shipped) hides the
// security centre's devices block and adds a member-centre page of three blocks (a text, a help
// article from its content files, a link button) with its own menu entry and texts, moves the
// responsible-gaming page's time-out first and hides its self-exclusion, puts a help
// text above the deposit forms and hides the deposit history, shows the withdraw form's fields in
// its own order with its own label, and puts the withdraw page's form first with a note under it
// and a shorter summary after; in the agent centre it reorders the dividend contract's parts
// around a text of its own, hides its versions, picks the team figures and periods and moves the
// invite links; it reorders the reward centre's, missions' and rebate's blocks around notes of
// its own and hides some; no src/ file names it. Checked on a phone and a desktop; bdwin, on the same base
// layout, keeps the base pages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { platformUrl } from './helpers.ts';
import { DESKTOP, PHONE, shot, shotBothSizes } from './shots.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

const PAGETEST = 'pagetest' as MerchantCode;

async function openIn(page: Page, merchant: MerchantCode, path: string): Promise<void> {
  await page.goto(merchantUrl(merchant, path));
}

/**
 * empty01 on pagetest (no turnover to play through) gets a transaction password, a payout account
 * and money, so the withdraw form shows. A second run on the same server finds the password and
 * account there already: those refusals are fine.
 */
async function readyToWithdraw(page: Page, request: APIRequestContext): Promise<void> {
  await switchSignedIn(page, PAGETEST, 'empty01', 'Member@123');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { Merchant: 'pagetest', Authorization: token ?? '' };
  await request.post(platformUrl('/wps/member/paymentPassword'), { headers, data: { password: 'Pay@12345', confirmPassword: 'Pay@12345' } });
  await request.post(platformUrl('/wps/member/payoutAccounts'), { headers, data: { provider: 'bkash', accountNumber: '01712345678', holderName: 'Empty Member' } });
  const fund = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: 'pagetest' }, data: { username: 'empty01', amountMinor: 1_000_000 } });
  expect(((await fund.json()) as { success: boolean }).success).toBe(true);
}

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest at ${size.width}x${size.height}: its own member-centre page of three blocks, the security centre without devices, its withdraw form's order`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, PAGETEST, 'member01', 'Member@123');

    await openIn(page, PAGETEST, '/member?page=securityCenter');
    await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
    await expect(page.locator('[data-block="payoutAccounts"]')).toBeVisible();
    await expect(page.locator('[data-block="devices"]')).toHaveCount(0);

    const menu = page.getByRole('navigation', { name: 'Member centre menu' });
    const entry = menu.getByRole('link', { name: 'VIP guide' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await expect(page).toHaveURL(/\/member\?page=vipGuide$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'VIP guide' })).toBeVisible();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('heading', { name: 'How VIP levels work' })).toBeVisible();
    await expect(main.getByText('Every deposit and every valid bet counts towards your next VIP level.', { exact: false })).toBeVisible();
    // The help article comes from the merchant's content files (terms), in the member's language.
    await expect(main.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '1. Accounts' })).toBeVisible();
    const button = main.getByRole('link', { name: 'Deposit and start climbing' });
    await expect(button).toHaveAttribute('href', '/member?page=depositv2');
    // In the configured order.
    expect(await main.locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['intro', 'terms', 'start']);
    await shotBothSizes(page, `/tmp/composed-pages/vip-guide-${size.width}`);

    await button.click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(page.locator('[data-block="deposit"]')).toBeVisible();
    // The deposit page: pagetest's help text above the forms, the limits, and no deposit history.
    await expect(main.getByText('Deposits by bKash arrive within 5 minutes; bank transfers within an hour.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Deposit limits' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Open requests' })).toHaveCount(0);
    expect(await main.locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['help', 'deposit', 'limits']);
    await shot(page, `/tmp/composed-pages/deposit-${size.width}.png`, { fullPage: true });

    // The withdraw form: the account, then the password, then the amount under pagetest's own label.
    await readyToWithdraw(page, request);
    await openIn(page, PAGETEST, '/member?page=withdraw');
    const form = page.getByRole('main').locator('form.withdrawal-form');
    await expect(form.locator('.ui-label')).toHaveText(['Payout account', 'Transaction password', 'Cash-out amount']);
    await expect(form.getByRole('textbox', { name: 'Cash-out amount' })).toHaveAccessibleDescription(/^Paid to the account above/);
    // The withdraw page's blocks in pagetest's order: the form, its note, then the summary with
    // three facts and no turnover lines, then the history.
    const withdrawMain = page.getByRole('main');
    expect(await withdrawMain.locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['withdraw', 'note', 'summary', 'history']);
    const note = withdrawMain.getByText('Withdrawals to bKash arrive within 30 minutes; bank payouts on the next working day.');
    const summary = withdrawMain.locator('[data-block-id="summary"] .withdrawal-facts');
    await expect(note).toBeVisible();
    await expect(summary.locator('dt')).toHaveText(['Withdrawable now', 'Turnover', 'Withdrawals today']);
    await expect(withdrawMain.getByTestId('withdrawal-balance')).toHaveCount(0);
    await expect(withdrawMain.getByRole('heading', { name: 'Recent withdrawals' })).toBeVisible();
    const top = async (locator: typeof note) => (await locator.boundingBox())?.y ?? Number.NaN;
    const [formTop, noteTop, summaryTop] = [await top(form), await top(note), await top(summary)];
    expect(formTop).toBeLessThan(noteTop);
    expect(noteTop).toBeLessThan(summaryTop);
    await shot(page, `/tmp/composed-pages/withdraw-${size.width}.png`, { fullPage: true });
  });
}

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest at ${size.width}x${size.height}: the responsible-gaming page's blocks in its own order, without self-exclusion`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, PAGETEST, 'member01', 'Member@123');
    await openIn(page, PAGETEST, '/member?page=responsibleGaming');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Take a time-out' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Reality check' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Self-exclusion' })).toHaveCount(0);
    // The time-out moved first; the page shows its own deposit limits without a link back to itself.
    expect(await main.locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['timeOut', 'session', 'realityCheck', 'depositLimits', 'playLimits']);
    await expect(main.locator('[data-block-id="depositLimits"] .deposit-limits-link')).toHaveCount(0);
    await shot(page, `/tmp/composed-pages/responsible-gaming-${size.width}.png`, { fullPage: true });
  });
}

const blockIds = (page: Page) => page.getByRole('main').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')));

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest at ${size.width}x${size.height}: agent-centre pages composed of their parts in its own order`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, PAGETEST, 'agent01', 'Agent@123');
    const main = page.getByRole('main');

    // The dividend contract: the contracts agent01 gave first, pagetest's text after them, its own
    // contract last, and no versions card.
    await openIn(page, PAGETEST, '/agentHome?page=dividendContract');
    await expect(main.getByRole('heading', { name: 'Contracts you gave' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your contract', exact: true })).toBeVisible();
    await expect(main.getByText('Dividends are settled after each period closes')).toBeVisible();
    expect(await blockIds(page)).toEqual(['given', 'rules', 'held']);
    await expect(main.locator('.contract-part > h3')).toHaveText(['Contracts you gave', 'Your contract']);
    await expect(main.getByText('Your contract\'s versions')).toHaveCount(0);
    await shot(page, `/tmp/composed-pages/dividend-contract-${size.width}.png`, { fullPage: true });

    // Team management: three figures in pagetest's order, two periods (this month first), the invite links under them.
    await openIn(page, PAGETEST, '/agentHome?page=teamManagement');
    const periods = main.getByRole('tablist', { name: 'Period' });
    await expect(periods.getByRole('tab')).toHaveText(['This month', 'Today']);
    await expect(periods.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.locator('.figure-grid dt')).toHaveText(['Team size', 'Online now', 'Team balance']);
    await expect(main.getByRole('heading', { name: 'Invite links' })).toBeVisible();
    expect(await blockIds(page)).toEqual(['team', 'invite']);
    await shot(page, `/tmp/composed-pages/team-management-${size.width}.png`, { fullPage: true });

    // The downline without its invite links.
    await openIn(page, PAGETEST, '/agentHome?page=downline');
    await expect(main.getByRole('button', { name: 'Open an account' })).toBeVisible();
    expect(await blockIds(page)).toEqual(['open', 'filter', 'downline']);
    await expect(main.getByRole('heading', { name: 'Invite links' })).toHaveCount(0);
  });
}

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest at ${size.width}x${size.height}: the reward centre, missions and rebate pages' blocks in its own order, with its notes`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    await switchSignedIn(page, PAGETEST, 'member01', 'Member@123');
    const main = page.getByRole('main');
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Number.NaN;

    // The reward history first, with only its claimed and all tabs (claimed open), the note under
    // it, then the sign-in and the ready rewards; no promo code.
    await openIn(page, PAGETEST, '/member?page=rewardCenter');
    const tabs = main.getByRole('tablist', { name: 'Reward states' });
    await expect(tabs.getByRole('tab')).toHaveText([/^Claimed/, /^All/]);
    await expect(tabs.getByRole('tab', { name: /^Claimed/ })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('heading', { name: 'Daily sign-in' })).toBeVisible();
    expect(await blockIds(page)).toEqual(['history', 'note', 'signIn', 'ready']);
    await expect(main.getByLabel('Enter a promo code')).toHaveCount(0);
    const rewardsNote = main.getByText('Rewards you have claimed come first; the sign-in and ready rewards are below.');
    const [historyTop, rewardsNoteTop, signInTop] = [await top(main.getByRole('heading', { name: 'My rewards' })), await top(rewardsNote), await top(main.getByRole('heading', { name: 'Daily sign-in' }))];
    expect(historyTop).toBeLessThan(rewardsNoteTop);
    expect(rewardsNoteTop).toBeLessThan(signInTop);
    await shot(page, `/tmp/composed-pages/reward-center-${size.width}.png`, { fullPage: true });

    // The leaderboards first (the top three, without the member's own rank), the note, then the missions.
    await openIn(page, PAGETEST, '/member?page=missionLeaderboard');
    const boards = main.locator('[data-block-id="leaderboards"]');
    await expect(boards.getByRole('heading', { name: 'Leaderboard: Daily warm-up', exact: true })).toBeVisible();
    await expect(main.locator('[data-block-id="missions"]').getByRole('heading', { name: 'Daily warm-up', exact: true })).toBeVisible();
    expect(await blockIds(page)).toEqual(['leaderboards', 'note', 'missions']);
    await expect(boards.getByText(/^(Your rank: \d+|You are not on the list yet)$/)).toHaveCount(0);
    for (const podium of await boards.locator('.mission-podium').all()) expect(await podium.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    const missionsNote = main.getByText('Leaderboards reset with each mission\'s period.');
    // A block's slot takes no box of its own (display: contents): the block inside it has one.
    expect(await top(boards.locator('.missions-part'))).toBeLessThan(await top(missionsNote));
    expect(await top(missionsNote)).toBeLessThan(await top(main.locator('[data-block-id="missions"] .missions-part')));
    await shot(page, `/tmp/composed-pages/missions-${size.width}.png`, { fullPage: true });

    // The rebate's total and claim without the table per game, its note, no earlier claims.
    await openIn(page, PAGETEST, '/member?page=manualRebate');
    await expect(main.getByRole('button', { name: 'Claim all' })).toBeVisible();
    expect(await blockIds(page)).toEqual(['rebate', 'note']);
    await expect(main.getByText('Rebate is paid to your wallet at once, with no turnover.')).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Earlier claims' })).toHaveCount(0);
    await shot(page, `/tmp/composed-pages/rebate-${size.width}.png`, { fullPage: true });
  });
}

test('bdwin keeps the base layout of the reward centre, missions and rebate pages', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
  await switchSignedIn(page, 'bdwin', 'member01', 'Member@123');
  const main = page.getByRole('main');
  await openIn(page, 'bdwin', '/member?page=rewardCenter');
  await expect(main.getByRole('tablist', { name: 'Reward states' }).getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByLabel('Enter a promo code')).toBeVisible();
  expect(await blockIds(page)).toEqual(['signIn', 'ready', 'promoCode', 'history']);
  await shotBothSizes(page, '/tmp/composed-pages/bdwin-reward-center');
  await openIn(page, 'bdwin', '/member?page=missionLeaderboard');
  await expect(main.locator('[data-block-id="leaderboards"]').getByRole('heading', { name: 'Leaderboard: Daily warm-up', exact: true })).toBeVisible();
  await expect(main.locator('[data-block-id="leaderboards"]').getByText(/^(Your rank: \d+|You are not on the list yet)$/).first()).toBeVisible();
  expect(await blockIds(page)).toEqual(['missions', 'leaderboards']);
  await shotBothSizes(page, '/tmp/composed-pages/bdwin-missions');
  await openIn(page, 'bdwin', '/member?page=manualRebate');
  await expect(main.getByRole('heading', { name: 'Earlier claims' })).toBeVisible();
  expect(await blockIds(page)).toEqual(['rebate', 'claims']);
  await shotBothSizes(page, '/tmp/composed-pages/bdwin-rebate');
});

test('bdwin keeps the base layout of the agent centre: the contract parts in order, every figure, invite links under the downline', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
  await switchSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
  const main = page.getByRole('main');
  await openIn(page, 'bdwin', '/agentHome?page=dividendContract');
  await expect(main.getByText('Your contract\'s versions')).toBeVisible();
  expect(await blockIds(page)).toEqual(['held', 'given', 'versions']);
  await expect(main.locator('.contract-part > h3')).toHaveText(['Your contract', 'Contracts you gave']);
  await openIn(page, 'bdwin', '/agentHome?page=teamManagement');
  await expect(main.locator('.figure-grid dt')).toHaveText(['Registrations', 'First deposits', 'First bets', 'Active members', 'Online now', 'Team size', 'Team balance']);
  await expect(main.getByRole('tablist', { name: 'Period' }).getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await openIn(page, 'bdwin', '/agentHome?page=downline');
  await expect(main.getByRole('heading', { name: 'Invite links' })).toBeVisible();
  expect(await blockIds(page)).toEqual(['open', 'filter', 'downline', 'registerLinks']);
});

test('bdwin keeps the base layout: the security centre shows its devices, and pagetest\'s page is not there', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
  await switchSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await openIn(page, 'bdwin', '/member?page=securityCenter');
  await expect(page.locator('[data-block="devices"]')).toBeVisible();
  await openIn(page, 'bdwin', '/member?page=depositv2');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Open requests' })).toBeVisible();
  expect(await page.getByRole('main').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['deposit', 'limits', 'history']);
  await shot(page, '/tmp/composed-pages/bdwin-deposit.png', { fullPage: true });
  // The withdraw page as shipped: the summary with every fact, the form, the member's withdrawals.
  await openIn(page, 'bdwin', '/member?page=withdraw');
  await expect(page.getByRole('main').getByTestId('withdrawal-balance')).toBeVisible();
  expect(await page.getByRole('main').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['summary', 'withdraw', 'history']);
  await expect(page.getByRole('main').locator('[data-block-id="summary"] dt')).toHaveText(['Balance', 'Withdrawable now', 'Per withdrawal', 'Withdrawals today', 'Withdrawal hours', 'Turnover']);
  await shot(page, '/tmp/composed-pages/bdwin-withdraw.png', { fullPage: true });
  await expect(page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'VIP guide' })).toHaveCount(0);
  // An unknown page falls back to the first page, not to another merchant's.
  await openIn(page, 'bdwin', '/member?page=responsibleGaming');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Self-exclusion' })).toBeVisible();
  expect(await page.getByRole('main').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')))).toEqual(['session', 'realityCheck', 'depositLimits', 'timeOut', 'selfExclusion', 'playLimits']);
  await openIn(page, 'bdwin', '/member?page=vipGuide');
  await expect(page.getByRole('heading', { name: 'Security score' })).toBeVisible();
});
