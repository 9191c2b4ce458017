// Accessibility signed in: axe-core (WCAG 2.0-2.2 A/AA) on every page a member
// and an agent open, on each merchant at 390x844 and 1280x800: member01 on every member-centre
// page of the merchant's menu (plus deposit and withdrawal), the signed-in home, game and lottery
// screens and a launched game; agent01 on every page of the merchant's agent menu. The menus are
// read from the merchant's config, so a page added there is checked too. One signed-in context per
// account; the routes are walked inside the running app (history.pushState), not reloaded, and
// each is checked at both sizes once it has loaded: that keeps this spec short. Guest routes are in
// accessibility.spec.ts, dialogs in accessibility-dialogs.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS } from './fixtures.ts';
import { goInApp, openInEnglish } from './helpers.ts';
import { atBothSizes, axeFindings, resize, settleSignedIn, SIZES } from './a11y-helpers.ts';
import { switchSignedIn } from './sign-in-shortcut.ts';

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

/** Each path, reached inside the app at phone size, checked at both sizes (phone first). */
async function walk(page: Page, paths: string[], at: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await resize(page, SIZES[0]);
    await goInApp(page, path);
    await settleSignedIn(page);
    await atBothSizes(page, async (size) => {
      found.push(...await axeFindings(page, `${at} ${path} ${size.width}`));
    });
  }
  return found;
}

/** A game launched from the slots list: the portal's game page with the provider's frame. */
async function launchedGame(page: Page, at: string): Promise<string[]> {
  await goInApp(page, '/rng');
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe.game-frame').getByRole('button').first()).toBeVisible();
  const found: string[] = [];
  await atBothSizes(page, async (size) => {
    found.push(...await axeFindings(page, `${at} /game ${size.width}`, undefined, true));
  });
  return found;
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: axe finds nothing on member01's and agent01's pages, phone and desktop`, async ({ page }) => {
    test.setTimeout(300_000);
    await openInEnglish(page, merchant, '/login');
    const menu = await menus(page);
    const memberPages = [...new Set([...menu.member, 'depositv2', 'withdraw'])].map((p) => `/member?page=${p}`);
    const found: string[] = [];

    await switchSignedIn(page, merchant, 'member01', 'Member@123');
    found.push(...await walk(page, [...memberPages, ...SCREENS], 'member01'));
    found.push(...await launchedGame(page, 'member01'));

    await switchSignedIn(page, merchant, 'agent01', 'Agent@123');
    found.push(...await walk(page, menu.agent.map((p) => `/agentHome?page=${p}`), 'agent01'));

    expect(menu.agent.length, 'the agent menu was read').toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}
