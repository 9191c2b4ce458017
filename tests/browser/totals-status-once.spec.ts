// A list and its totals read one call: the page says its loading line and its refusal once,
// in whichever of the two comes first, and still says them when a merchant hid the list. bdwin's
// bet records, statement, my income and team transactions (the totals above the list), pagetest's
// bet records (the list first, the totals under it) and pagetest's profit and loss, statement and
// team transactions without their lists (the totals alone), each with the call held back and then
// refused (a refusal made with page.route; the rest is the real platform). Screens at 390x844 and
// 1280x800 go to /tmp/totals-status-once (SHOTS=1).
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test, type MerchantCode } from './fixtures.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';
import { PHONE, shotBothSizes } from './shots.ts';

const PAGETEST = 'pagetest' as MerchantCode;

/** Holds the answers of `path` until released, then refuses them (a 4xx envelope, as a platform refusal comes). */
async function holdThenRefuse(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === path, async (route) => {
    await held;
    await route.fulfill({ status: 400, json: { success: false, value: null, message: 'Unavailable', errorCode: 'system.error' } });
  });
  return release;
}

/** Opens `pageId` with its call held: one loading line, then one refusal, and the totals card either way. */
async function saysOnce(page: Page, merchant: MerchantCode, username: string, pageId: string, path: string, totalsTitle: string): Promise<void> {
  await switchSignedIn(page, merchant, username, 'Member@123');
  const release = await holdThenRefuse(page, path);
  await page.goto(merchantUrl(merchant, `/member?page=${pageId}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: totalsTitle })).toBeVisible();
  await expect(main.locator('.ui-skeleton').first()).toBeVisible();
  await expect(main.getByRole('status')).toHaveCount(1);
  release();
  await expect(main.getByRole('alert')).toHaveCount(1);
  await expect(main.getByRole('status')).toHaveCount(0);
  await shotBothSizes(page, `/tmp/totals-status-once/${merchant}-${pageId}`);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    if (window === window.top && !localStorage.getItem('hisLang')) localStorage.setItem('hisLang', 'EN');
  });
});

test('bdwin bet records: the totals above the list say Loading and the refusal, the list keeps quiet', async ({ page }) => {
  test.setTimeout(90_000);
  await saysOnce(page, 'bdwin', 'member01', 'betRecords', '/wps/member/history/bets', 'Totals for the range');
  await expect(page.getByRole('main').locator('.totals-block').getByRole('alert')).toHaveCount(1);
});

test('pagetest bet records: the list, first on the page, says them, the totals under it keep quiet', async ({ page }) => {
  test.setTimeout(90_000);
  await saysOnce(page, PAGETEST, 'empty01', 'betRecords', '/wps/member/history/bets', 'Totals for the range');
  await expect(page.getByRole('main').locator('.totals-block').getByRole('alert')).toHaveCount(0);
});

test('pagetest profit and loss without its report: the totals alone say Loading and the refusal', async ({ page }) => {
  test.setTimeout(90_000);
  await saysOnce(page, PAGETEST, 'empty01', 'personalProfit', '/wps/member/history/profit', 'Total');
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
});

test('bdwin my income: the totals above the list say Loading and the refusal, the list keeps quiet', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
  const release = await holdThenRefuse(page, '/wps/agent/income');
  await page.goto(merchantUrl('bdwin', '/agentHome?page=myIncome'));
  const main = page.getByRole('main');
  const totals = main.locator('[data-block-id="totals"]');
  await expect(totals.getByRole('status')).toHaveCount(1);
  await expect(main.getByRole('status')).toHaveCount(1);
  release();
  await expect(totals.getByRole('alert')).toHaveCount(1);
  await expect(main.getByRole('alert')).toHaveCount(1);
  await expect(main.getByRole('status')).toHaveCount(0);
  await shotBothSizes(page, '/tmp/totals-status-once/bdwin-myIncome');
});

/** Opens `address` with the call of `path` held: one loading line, then one refusal, both in block `blockId`. */
async function blockSaysOnce(page: Page, merchant: MerchantCode, address: string, path: string, blockId: string): Promise<void> {
  const release = await holdThenRefuse(page, path);
  await page.goto(merchantUrl(merchant, address));
  const main = page.getByRole('main');
  const block = main.locator(`[data-block-id="${blockId}"]`);
  await expect(block.getByRole('status')).toHaveCount(1);
  await expect(main.getByRole('status')).toHaveCount(1);
  release();
  await expect(block.getByRole('alert')).toHaveCount(1);
  await expect(main.getByRole('alert')).toHaveCount(1);
  await expect(main.getByRole('status')).toHaveCount(0);
  await shotBothSizes(page, `/tmp/totals-status-once/${merchant}-${address.split('page=')[1]}`);
}

test('bdwin statement: the summary above the list says Loading and the refusal, the list keeps quiet', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await blockSaysOnce(page, 'bdwin', '/member?page=statement', '/wps/member/statement', 'summary');
});

test('pagetest statement without its list: the summary alone says Loading and the refusal', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, PAGETEST, 'empty01', 'Member@123');
  await blockSaysOnce(page, PAGETEST, '/member?page=statement', '/wps/member/statement', 'summary');
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
});

test('bdwin team transactions: the totals above the list say Loading and the refusal, the list keeps quiet', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
  await blockSaysOnce(page, 'bdwin', '/agentHome?page=teamTransaction', '/wps/agent/team/transactions', 'totals');
});

test('pagetest team transactions without their list: the totals alone say Loading and the refusal', async ({ page }) => {
  test.setTimeout(90_000);
  await switchSignedIn(page, PAGETEST, 'agent01', 'Agent@123');
  await blockSaysOnce(page, PAGETEST, '/agentHome?page=teamTransaction', '/wps/agent/team/transactions', 'totals');
  await expect(page.getByRole('main').locator('[data-block="teamTransactions"]')).toHaveCount(0);
});
