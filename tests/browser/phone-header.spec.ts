// A signed-in member's header on a 390 px phone (issue 11): nothing sticks out sideways (the page
// does not scroll horizontally), "Log out" is whole on screen, and the session clock is an icon,
// not a glyph some phones draw as a box.
import { test, expect, MERCHANTS } from './fixtures.ts';
import { expectLoggedIn, logIn, openInEnglish } from './helpers.ts';

for (const merchant of MERCHANTS) {
  test(`${merchant}: the signed-in header fits a 390 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, merchant);
    await logIn(page, 'member01', 'Member@123');
    await expectLoggedIn(page, 'member01');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('timer')).toBeVisible();
    await expect(banner.getByRole('timer').locator('svg')).toHaveCount(1);
    await expect(banner.getByRole('timer')).not.toContainText('⏱');
    const logout = banner.getByRole('button', { name: 'Log out' });
    const box = await logout.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
