// A date range in a page's filter, kept in the page address, in Chromium against the real
// platform: on the transaction history (a listFilter block, list history, above the list block)
// a preset and a custom pair of dates go into the address, the list asks the platform for that
// range, a reload keeps it and back/forward bring each one back; a range the page does not take
// is ignored and the default (the last 7 days) shows. pagetest's bet records (its filter opens on
// today, its totals moved under the list): a preset and the category in the address, back and
// forward, a custom pair over a reload. The statement: its period (a select) in the address, the
// summary block following it. Team betting (the agent centre, the second range kind: the
// platform's periods of the merchant's days): a period and a member in the address, the totals
// the platform gives for that period, back and forward, a loaded address, and a period or a pair
// it does not take ignored. Screens at 390x844 and 1280x800 go to /tmp/page-filter.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { DESKTOP, PHONE, shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { openSignedIn, switchSignedIn } from './sign-in-shortcut.ts';

const blockIds = (page: Page) => page.getByRole('main').locator('[data-block-id]').evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-id')));
const query = (page: Page) => new URL(page.url()).search;
/** The browser's local date `days` from today, as a date input writes it. */
const localDate = (page: Page, days: number) => page.evaluate((n) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}, days);

async function fund(request: APIRequestContext, username: string, amountMinor: number): Promise<void> {
  const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: 'bdwin' }, data: { username, amountMinor } });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

for (const size of [PHONE, DESKTOP]) {
  test(`transaction history at ${size.width}x${size.height}: a preset and a custom range in the address, over a reload, back and forward`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const account = await registerOverApi(page, 'bdwin');
    await fund(request, account, 123_400);
    await page.goto(merchantUrl('bdwin', '/member?page=transactionHistory'));
    const main = page.getByRole('main');
    const presets = main.getByRole('group', { name: 'Date range' });
    await expect(presets.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const rows = main.getByRole('table', { name: 'Transactions' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    expect(await blockIds(page)).toEqual(['filter', 'history']);
    expect(query(page)).toBe('?page=transactionHistory');

    // A preset: the address names it and the list asks for that day.
    const yesterday = await localDate(page, -1);
    const today = await localDate(page, 0);
    await presets.getByRole('button', { name: 'Yesterday', exact: true }).click();
    expect(query(page)).toBe('?page=transactionHistory&history.range=yesterday');
    await expect(main.getByText('No records in this range.')).toBeVisible();

    // Custom starts from the range shown; a date replaces the address, so back skips the typing.
    await presets.getByRole('button', { name: 'Custom', exact: true }).click();
    expect(query(page)).toBe(`?page=transactionHistory&history.range=custom&history.from=${yesterday}&history.to=${yesterday}`);
    await expect(main.getByLabel('From', { exact: true })).toHaveValue(yesterday);
    await main.getByLabel('To', { exact: true }).fill(today);
    await expect(rows).toHaveCount(2);
    expect(query(page)).toBe(`?page=transactionHistory&history.range=custom&history.from=${yesterday}&history.to=${today}`);
    // A reversed pair says why and shows the default range meanwhile; the address keeps the dates.
    await main.getByLabel('From', { exact: true }).fill(await localDate(page, 1));
    await expect(main.getByText('The start date must not be after the end date.')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await main.getByLabel('From', { exact: true }).fill(yesterday);
    await expect(main.getByText('The start date must not be after the end date.')).toHaveCount(0);

    // The records tab is in the address too, beside the range.
    await main.getByRole('tablist', { name: 'Records' }).getByRole('tab', { name: 'Deposits' }).click();
    expect(query(page)).toBe(`?page=transactionHistory&history.range=custom&history.from=${yesterday}&history.to=${today}&history.type=deposits`);
    await expect(main.getByRole('tabpanel', { name: 'Deposits' })).toBeVisible();
    await shotBothSizes(page, `/tmp/page-filter/history-custom-${size.width}`);

    // A reload keeps all of it.
    await page.reload();
    await expect(main.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Custom', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByLabel('To', { exact: true })).toHaveValue(today);
    await expect(main.getByRole('tablist', { name: 'Records' }).getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');

    // Back: the transactions of the custom range, then yesterday's (none), then the 7 days; forward again.
    await page.goBack();
    await expect(main.getByRole('tablist', { name: 'Records' }).getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByLabel('From', { exact: true })).toHaveValue(yesterday);
    await expect(rows).toHaveCount(2);
    await page.goBack();
    await expect(presets.getByRole('button', { name: 'Yesterday', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByLabel('From', { exact: true })).toHaveCount(0);
    await expect(main.getByText('No records in this range.')).toBeVisible();
    await page.goBack();
    expect(query(page)).toBe('?page=transactionHistory');
    await expect(presets.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(2);
    await page.goForward();
    await expect(presets.getByRole('button', { name: 'Yesterday', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(presets.getByRole('button', { name: 'Custom', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByLabel('To', { exact: true })).toHaveValue(today);
    await expect(rows).toHaveCount(2);

    // What the page does not take is ignored: the default range and records show.
    await page.goto(merchantUrl('bdwin', '/member?page=transactionHistory&history.range=decade&history.type=bets'));
    await expect(presets.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(2);
    // A custom pair longer than the calls take: why, and the default range meanwhile.
    await page.goto(merchantUrl('bdwin', `/member?page=transactionHistory&history.range=custom&history.from=2020-01-01&history.to=${today}`));
    await expect(main.getByText('Choose at most 12 months.')).toBeVisible();
    await expect(rows).toHaveCount(2);
  });
}

const PAGETEST = 'pagetest' as MerchantCode;

for (const size of [PHONE, DESKTOP]) {
  test(`pagetest's bet records at ${size.width}x${size.height}: its default range, the totals under the list, a preset and a category over back and forward`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
    });
    // A member without a single round (the seed's): the list and the totals say none.
    await switchSignedIn(page, PAGETEST, 'empty01', 'Member@123');
    await page.goto(merchantUrl(PAGETEST, '/member?page=personalHistoryCopy'));
    const main = page.getByRole('main');
    const presets = main.getByRole('group', { name: 'Date range' });
    // The merchant's default (today), not the shipped one (7 days); its totals under the list.
    await expect(presets.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByText('No bets in this range.')).toBeVisible();
    const count = main.getByTestId('bet-totals').getByRole('definition').nth(0);
    await expect(count).toHaveText('0');
    expect(await blockIds(page)).toEqual(['filter', 'records', 'totals']);

    // A preset and a category: each in the address, the list and the totals following.
    await presets.getByRole('button', { name: '30 days', exact: true }).click();
    expect(query(page)).toBe('?page=personalHistoryCopy&bets.range=month');
    await main.getByLabel('Category').selectOption({ label: 'Slots' });
    expect(query(page)).toBe('?page=personalHistoryCopy&bets.range=month&bets.category=RNG');
    await expect(main.getByText('No bets in this range.')).toBeVisible();
    await expect(count).toHaveText('0');
    await shotBothSizes(page, `/tmp/page-filter/bets-slots-${size.width}`);

    await page.goBack();
    await expect(main.getByLabel('Category')).toHaveValue('all');
    await expect(presets.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(presets.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await page.goForward();
    await expect(main.getByLabel('Category')).toHaveValue('RNG');
    await expect(presets.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Custom starts from the 30 days shown; a reload keeps the pair.
    const today = await localDate(page, 0);
    const monthAgo = await localDate(page, -29);
    await presets.getByRole('button', { name: 'Custom', exact: true }).click();
    expect(query(page)).toBe(`?page=personalHistoryCopy&bets.range=custom&bets.category=RNG&bets.from=${monthAgo}&bets.to=${today}`);
    await main.getByLabel('From', { exact: true }).fill(today);
    await page.reload();
    await expect(main.getByLabel('From', { exact: true })).toHaveValue(today);
    await expect(main.getByLabel('To', { exact: true })).toHaveValue(today);
    await expect(main.getByLabel('Category')).toHaveValue('RNG');
    await expect(count).toHaveText('0');
    await page.goBack();
    await expect(presets.getByRole('button', { name: '30 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
}

for (const size of [PHONE, DESKTOP]) {
  test(`statement at ${size.width}x${size.height}: its period in the address, the summary following it, over back and a reload`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const account = await registerOverApi(page, 'bdwin');
    await fund(request, account, 123_400);
    await page.goto(merchantUrl('bdwin', '/member?page=statement'));
    const main = page.getByRole('main');
    const period = main.getByLabel('Period');
    await expect(period).toHaveValue('last12');
    const rows = main.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    expect(await blockIds(page)).toEqual(['filter', 'summary', 'statement']);
    const closing = main.locator('[data-block-id="summary"] .statement-figure', { hasText: 'Closing balance' }).locator('strong');
    await expect(closing).toHaveText(/1,234/);

    // Last month: no lines, and the summary's closing balance is that month's (nothing yet).
    await period.selectOption('month:1');
    expect(query(page)).toBe('?page=statement&statement.period=month%3A1');
    await expect(main.getByText('No money movements in this period.')).toBeVisible();
    await expect(closing).not.toHaveText(/1,234/);
    await shotBothSizes(page, `/tmp/page-filter/statement-month-${size.width}`);
    await page.reload();
    await expect(main.getByLabel('Period')).toHaveValue('month:1');
    await page.goBack();
    await expect(main.getByLabel('Period')).toHaveValue('last12');
    await expect(closing).toHaveText(/1,234/);
    // A period it does not take: the last 12 months.
    await page.goto(merchantUrl('bdwin', '/member?page=statement&statement.period=month:12'));
    await expect(main.getByLabel('Period')).toHaveValue('last12');
    await expect(rows).toHaveCount(2);
  });
}

/** The rounds the platform counts for the team in `query` (a team bets request), asked by the signed-in page. */
const teamRounds = (page: Page, query: string) => page.evaluate(async (q) => {
  const response = await fetch(`/wps/agent/team/bets?${q}&category=all&pageSize=1`, { headers: { Authorization: sessionStorage.getItem('token') ?? '' } });
  const body = (await response.json()) as { success: boolean; value: { totals: { count: number } } };
  if (!body.success) throw new Error(JSON.stringify(body));
  return String(body.value.totals.count);
}, query);

for (const size of [PHONE, DESKTOP]) {
  test(`team betting at ${size.width}x${size.height}: a period and a member in the address, over back, forward and a load`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await openSignedIn(page, 'bdwin', 'agent01', 'Agent@123', '/agentHome?page=teamBetting');
    const main = page.getByRole('main');
    const periods = main.getByRole('group', { name: 'Period' });
    const pressed = (name: string) => expect(periods.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const rounds = main.getByTestId('team-bet-totals').getByRole('definition').first();
    await pressed('Today');
    await expect(rounds).toHaveText(await teamRounds(page, 'period=today'));
    expect(await blockIds(page)).toEqual(['filter', 'totals', 'teamBetting']);
    expect(query(page)).toBe('?page=teamBetting');

    // Periods: each in the address, the totals the platform's for it.
    await periods.getByRole('button', { name: 'Last week', exact: true }).click();
    expect(query(page)).toBe('?page=teamBetting&teamBets.range=lastWeek');
    await expect(rounds).toHaveText(await teamRounds(page, 'period=lastWeek'));
    await periods.getByRole('button', { name: 'This month', exact: true }).click();
    expect(query(page)).toBe('?page=teamBetting&teamBets.range=thisMonth');
    const thisMonth = await teamRounds(page, 'period=thisMonth');
    await expect(rounds).toHaveText(thisMonth);
    await shotBothSizes(page, `/tmp/page-filter/team-betting-month-${size.width}`);

    // Back and forward bring each period back.
    await page.goBack();
    await pressed('Last week');
    await expect(rounds).toHaveText(await teamRounds(page, 'period=lastWeek'));
    await page.goBack();
    await pressed('Today');
    expect(query(page)).toBe('?page=teamBetting');
    await page.goForward();
    await page.goForward();
    await pressed('This month');
    await expect(rounds).toHaveText(thisMonth);

    // A member applied: its own history entry; back clears the box and the filter.
    await main.getByLabel('Member').fill('player21');
    await main.getByRole('button', { name: 'Apply' }).click();
    expect(query(page)).toBe('?page=teamBetting&teamBets.range=thisMonth&teamBets.member=player21');
    await expect(rounds).toHaveText(await teamRounds(page, 'period=thisMonth&username=player21'));
    await page.goBack();
    await expect(main.getByLabel('Member')).toHaveValue('');
    await expect(rounds).toHaveText(thisMonth);

    // A loaded address: the page opens on its period and member.
    await page.goto(merchantUrl('bdwin', '/agentHome?page=teamBetting&teamBets.range=lastMonth&teamBets.member=player21'));
    await pressed('Last month');
    await expect(main.getByLabel('Member')).toHaveValue('player21');
    await expect(rounds).toHaveText(await teamRounds(page, 'period=lastMonth&username=player21'));

    // What it does not take: a member page's preset, and a pair over 90 days (which says why).
    await page.goto(merchantUrl('bdwin', '/agentHome?page=teamBetting&teamBets.range=week'));
    await pressed('Today');
    await expect(rounds).toHaveText(await teamRounds(page, 'period=today'));
    await page.goto(merchantUrl('bdwin', `/agentHome?page=teamBetting&teamBets.range=custom&teamBets.from=${await localDate(page, -120)}&teamBets.to=${await localDate(page, -1)}`));
    await pressed('Custom');
    await expect(main.getByText('Choose at most 90 days.')).toBeVisible();
    await expect(rounds).toHaveText(await teamRounds(page, 'period=today'));
  });
}
