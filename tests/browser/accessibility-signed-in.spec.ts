// Accessibility signed in (issue 11, item 7): axe-core (WCAG 2.0-2.2 A/AA) on every page a member
// and an agent open, on each merchant at 390x844 and 1280x800: member01 on every member-centre
// page of the merchant's menu (plus deposit and withdrawal), the signed-in home, game and lottery
// screens and a launched game; agent01 on every page of the merchant's agent menu. The menus are
// read from the merchant's config, so a page added there is checked too. One signed-in context per
// account, and the routes are walked inside the running app (history.pushState), not reloaded:
// the walk is what a member does, and it keeps this spec short. Guest routes are in
// accessibility.spec.ts, dialogs in accessibility-dialogs.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';
import { axeFindings, goInApp, settleSignedIn, signInAs, SIZES } from './a11y-helpers.ts';

/** The signed-in screens besides the member centre: one route per screen and frame (see accessibility.spec.ts). */
const SCREENS = ['/', '/elott', '/lottery', '/seamless', '/rng', '/sports', '/promotions', '/pointMall', '/winners'];

/** The pages of the merchant's member and agent menus, as the portal reads them. */
async function menus(page: Page): Promise<{ member: string[]; agent: string[] }> {
  return page.evaluate(async () => {
    const body = (await (await fetch('/wps/portal/config')).json()) as { value: { navigation: { memberMenu: { page: string }[]; agentMenu?: { page: string }[] } } };
    const { memberMenu, agentMenu = [] } = body.value.navigation;
    return { member: memberMenu.map((item) => item.page), agent: agentMenu.map((item) => item.page) };
  });
}

async function walk(page: Page, paths: string[], at: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await goInApp(page, path);
    await settleSignedIn(page);
    found.push(...await axeFindings(page, `${at} ${path}`));
  }
  return found;
}

/** A game launched from the slots list: the portal's game page with the provider's frame. */
async function launchedGame(page: Page, at: string): Promise<string[]> {
  await goInApp(page, '/rng');
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe.game-frame').locator('body')).toBeVisible();
  await page.waitForTimeout(500);
  return axeFindings(page, `${at} /game`);
}

for (const merchant of MERCHANTS) {
  for (const size of SIZES) {
    test(`${merchant} ${size.width}: axe finds nothing on member01's and agent01's pages`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      await openInEnglish(page, merchant, '/login');
      const menu = await menus(page);
      const memberPages = [...new Set([...menu.member, 'depositv2', 'withdraw'])].map((p) => `/member?page=${p}`);
      const found: string[] = [];

      await signInAs(page, merchant, 'member01', 'Member@123');
      found.push(...await walk(page, [...memberPages, ...SCREENS], `member01 ${size.width}`));
      found.push(...await launchedGame(page, `member01 ${size.width}`));

      await signInAs(page, merchant, 'agent01', 'Agent@123');
      found.push(...await walk(page, menu.agent.map((p) => `/agentHome?page=${p}`), `agent01 ${size.width}`));

      expect(menu.agent.length, 'the agent menu was read').toBeGreaterThan(0);
      expect(found).toEqual([]);
    });
  }
}
