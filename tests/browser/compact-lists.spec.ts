// The centres' lists are compact (DataTable): on a 390x844 phone at least 8 transactions, or 8
// team members, fit between the sticky header and the tab bar once the list is scrolled to the
// top; on a desktop the table's header row stays in view while the page scrolls. While a list's
// first page loads, grey rows hold its place (the answer is held back with page.route, for timing
// only: the real platform still answers) and the page does not shift when the rows arrive.
// Screens at 390x844 and 1280x800 go to /tmp/compact-lists.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, MERCHANTS, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { expectLoggedIn, platformUrl } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';
import { describeShifts, shiftsOf, watchShifts } from './layout-shifts.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

// The grey rows' shimmer is checked here: the page moves as it does for a visitor.
test.use({ reducedMotion: 'no-preference' });

const PHONE = { width: 390, height: 844 };

async function fund(request: APIRequestContext, merchant: MerchantCode, username: string, times: number): Promise<void> {
  for (let i = 1; i <= times; i++) {
    const response = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username, amountMinor: i * 100 } });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
}

/**
 * Scrolls the page so the table's first row sits just under the sticky header, then counts the
 * body rows wholly on screen above the tab bar.
 */
async function rowsOnScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('main .ui-table tbody tr')];
    const top = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    scrollBy(0, rows[0]!.getBoundingClientRect().top - top);
    const tabBar = document.querySelector('.tab-bar');
    const bottom = Math.min(innerHeight, tabBar ? tabBar.getBoundingClientRect().top : innerHeight);
    const shown = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    return rows.filter((row) => { const box = row.getBoundingClientRect(); return box.top >= shown - 1 && box.bottom <= bottom + 1; }).length;
  });
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: 10 transactions, at least 8 on a phone screen; the table head sticks on a desktop`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const account = await registerOverApi(page, merchant);
    await fund(request, merchant, account, 10);
    await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Today', exact: true }).click();
    const table = main.getByRole('table', { name: 'Transactions' });
    await expect(table.getByRole('row')).toHaveCount(11);
    expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(8);
    await shotBothSizes(page, `/tmp/compact-lists/transactions-${merchant}`);

    // A desktop window low enough for ten rows to scroll under the table's head.
    await page.setViewportSize({ width: 1280, height: 500 });
    const head = table.getByRole('columnheader').first();
    await page.evaluate(() => scrollTo(0, document.querySelector('main .ui-table tbody tr:nth-child(6)')!.getBoundingClientRect().top + scrollY));
    await expect.poll(async () => (await head.boundingBox())!.y).toBeLessThanOrEqual(1);
    expect((await table.boundingBox())!.y).toBeLessThan(-50); // the table itself has scrolled on
  });
}

test('cnstar: agent01\'s downline, at least 8 players on a phone screen, with both actions as 44 px icons', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'cnstar', 'agent01', 'Agent@123');
  await expectLoggedIn(page, 'agent01');
  await page.goto(merchantUrl('cnstar', '/agentHome?page=downline'));
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Direct players' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The seed gives agent01 five direct players; open accounts until there are at least nine.
  for (let n = await table.getByRole('row').count() - 1; n < 9; n++) {
    await main.getByRole('button', { name: 'Open an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open an account' });
    const username = `cl${Date.now().toString(36).slice(-6)}${n}`;
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('First password').fill('First@1234');
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByText(username, { exact: true })).toBeVisible();
  }
  await shotBothSizes(page, '/tmp/compact-lists/downline-cnstar');
  expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(8);
  const row = table.getByRole('row', { name: /member01/ });
  for (const control of [row.getByRole('button', { name: 'Manage member01' }), row.getByRole('link', { name: 'Game records of member01' })]) {
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
});

for (const merchant of MERCHANTS) {
  test(`${merchant}: grey rows hold a list's place while it loads, and nothing shifts when it arrives`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const account = await registerOverApi(page, merchant);
    await fund(request, merchant, account, 10);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // Only the movements list is held back; the platform answers it as usual once released.
    await page.route(/\/wps\/member\/history\/transactions/, async (route) => { await held; await route.continue(); });
    await watchShifts(page);
    await page.goto(merchantUrl(merchant, '/member?page=transactionHistory'));
    const main = page.getByRole('main');
    const skeleton = main.locator('.ui-table-skeleton');
    await expect(skeleton).toBeVisible();
    // The grey rows are the list's own loading status (another block may be saying its own).
    await expect(skeleton.getByRole('status')).toHaveCount(0);
    await expect(skeleton).toHaveRole('status');
    await expect(skeleton).toContainText('Loading');
    const animated = await skeleton.locator('.ui-skeleton').first().evaluate((el) => getComputedStyle(el).animationName);
    expect(animated).not.toBe('none');
    await shotBothSizes(page, `/tmp/compact-lists/loading-${merchant}`);
    await page.setViewportSize(PHONE);
    await page.evaluate(() => scrollTo(0, 0));
    const before = await shiftsOf(page);
    release();
    await expect(main.getByRole('table', { name: 'Transactions' }).getByRole('row')).toHaveCount(11);
    await expect(skeleton).toHaveCount(0);
    const after = await shiftsOf(page);
    expect(after.total, describeShifts(after.shifts.slice(before.shifts.length))).toBe(before.total);
  });
}

test('under prefers-reduced-motion the grey rows stand still', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE);
  await registerOverApi(page, 'bdwin');
  await page.route(/\/wps\/member\/history\/transactions/, () => new Promise(() => undefined));
  await page.goto(merchantUrl('bdwin', '/member?page=transactionHistory'));
  const bar = page.getByRole('main').locator('.ui-table-skeleton .ui-skeleton').first();
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});
