// Accessibility (issue 11, item 7): axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every screen a
// guest can open, on each merchant, at 390x844 and 1280x800, and on the login and register
// dialogs. Every violation of a merchant is collected and reported together. Signed-in pages are in
// accessibility-signed-in.spec.ts, the other dialogs in accessibility-dialogs.spec.ts.
// One route per screen and frame: the other game routes (/seaLottery, /vnLottery as /lottery; /live,
// /bgs, /bingo, /fish, /pvp as /rng; /esports, /cockfight as /sports) render the same component in
// the same frame with other games, and checking them too made this the slowest spec of the suite.
import type { Page } from '@playwright/test';
import { test, expect, MERCHANTS, merchantUrl } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';
import { axeFindings as violations, SIZES } from './a11y-helpers.ts';

const ROUTES = [
  '/', '/pointMall', '/elott', '/lottery', '/seamless', '/rng', '/sports', '/promotions', '/winners', '/join', '/down', '/help', '/helpmc', '/maintain',
  '/no-such-page',
];
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
