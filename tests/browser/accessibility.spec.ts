// Accessibility (issue 11, item 7): axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every screen a
// guest can open, on each merchant, at 390x844 and 1280x800, and on the login and register
// dialogs. Every violation of a merchant is collected and reported together.
// One route per screen and frame: the other game routes (/seaLottery, /vnLottery as /lottery; /live,
// /bgs, /bingo, /fish, /pvp as /rng; /esports, /cockfight as /sports) render the same component in
// the same frame with other games, and checking them too made this the slowest spec of the suite.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS, merchantUrl } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';

const ROUTES = [
  '/', '/pointMall', '/elott', '/lottery', '/seamless', '/rng', '/sports', '/promotions', '/winners', '/join', '/down', '/help', '/helpmc', '/maintain',
  '/no-such-page',
];
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page, where: string, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Closes a notice that pops up on load (cnstar's), so the page under it is what is checked. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: axe finds nothing on any guest route or the sign-in dialogs, phone and desktop`, async ({ page }) => {
    test.setTimeout(600_000);
    await openInEnglish(page, merchant);
    const found: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const route of ROUTES) {
        await page.goto(merchantUrl(merchant, route));
        await settle(page);
        found.push(...await violations(page, `${route} ${size.width}`));
      }
      for (const [path, name] of [['/login', 'Log in'], ['/register', 'Register']] as const) {
        await page.goto(merchantUrl(merchant, path));
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        found.push(...await violations(page, `${path} dialog ${size.width}`));
      }
    }
    expect(found).toEqual([]);
  });
}

const MEMBER_PAGES = [
  'securityCenter', 'transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral',
  'missionLeaderboard', 'messageV2', 'manualRebate', 'responsibleGaming', 'feedback', 'depositv2', 'withdraw',
];
const AGENT_PAGES = ['teamManagement', 'downline', 'teamBetting', 'teamTransaction', 'profitLoss', 'transfer', 'dividendContract', 'myIncome'];

test('bdwin signed in: axe finds nothing on the member and agent centre pages, phone', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(SIZES[0]!);
  const found: string[] = [];
  for (const [account, password, paths] of [
    ['member01', 'Member@123', [...MEMBER_PAGES.map((p) => `/member?page=${p}`), '/pointMall', '/promotions']],
    ['agent01', 'Agent@123', AGENT_PAGES.map((p) => `/agentHome?page=${p}`)],
  ] as const) {
    await page.context().clearCookies();
    await openInEnglish(page, 'bdwin', '/login');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(merchantUrl('bdwin', '/login'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(account);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toBeVisible();
    for (const path of paths) {
      await page.goto(merchantUrl('bdwin', path));
      // Signed in, the notification stream keeps the network busy: no networkidle; the page's heading
      // and a moment for its data instead.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForTimeout(1_000);
      found.push(...await violations(page, `${account} ${path}`));
    }
  }
  expect(found).toEqual([]);
});
