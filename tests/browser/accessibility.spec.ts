// Accessibility: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every screen a
// guest can open, on each merchant, at 390x844 and 1280x800, and on the login and register
// dialogs. Every violation of a merchant is collected and reported together. Signed-in pages are in
// accessibility-signed-in.spec.ts, the other dialogs in accessibility-dialogs.spec.ts.
// One route per screen and frame: the other game routes (/seaLottery, /vnLottery as /lottery; /live,
// /bgs, /bingo, /fish, /pvp as /rng; /esports, /cockfight as /sports) render the same component in
// the same frame with other games, and checking them too made this the slowest spec of the suite.
// The routes are walked inside the app and each checked at both sizes (not loaded once per size).
import { test, expect, MERCHANTS, merchantUrl } from './fixtures.ts';
import { goInApp, openInEnglish, settled } from './helpers.ts';
import { atBothSizes, axeFindings as violations, closePopUps, resize, SIZES, transitionsDone } from './a11y-helpers.ts';

const ROUTES = [
  '/', '/pointMall', '/elott', '/lottery', '/seamless', '/rng', '/sports', '/promotions', '/winners', '/join', '/down', '/help', '/helpmc', '/maintain',
  '/no-such-page',
];

for (const merchant of MERCHANTS) {
  test(`${merchant}: axe finds nothing on any guest route or the sign-in dialogs, phone and desktop`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(SIZES[0]);
    await openInEnglish(page, merchant);
    // A notice that pops up on load (cnstar's, then its login request) is closed, so the pages
    // under it are what is checked.
    await closePopUps(page);
    const found: string[] = [];
    // Each route reached inside the app, as a guest's tap does (a page load and boot each cost
    // more than the check), and checked at both sizes once it has settled.
    for (const route of ROUTES) {
      await resize(page, SIZES[0]);
      await goInApp(page, route);
      await settled(page);
      // A route a guest may not open asks for the login first (as on a load): closed, leaving the page.
      if (await page.getByRole('dialog').isVisible()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await settled(page);
      }
      await atBothSizes(page, async (size) => {
        found.push(...await violations(page, `${route} ${size.width}`));
      });
    }
    // The sign-in dialogs as a visitor meets them: their own address, loaded.
    for (const [path, name] of [['/login', 'Log in'], ['/register', 'Register']] as const) {
      await resize(page, SIZES[0]);
      await page.goto(merchantUrl(merchant, path));
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await settled(page);
      await transitionsDone(page);
      await atBothSizes(page, async (size) => {
        found.push(...await violations(page, `${path} dialog ${size.width}`));
      });
    }
    expect(found).toEqual([]);
  });
}
