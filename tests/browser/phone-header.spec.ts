// A signed-in member's header on a 390 px phone: one row with the balance and the
// Deposit action, nothing sticks out sideways (the page does not scroll horizontally), and the
// drawer holds the rest: "Log out" whole on screen and the session clock as an icon, not a glyph
// some phones draw as a box.
import { test, expect, MERCHANTS } from './fixtures.ts';
import { expectLoggedIn } from './helpers.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

for (const merchant of MERCHANTS) {
  test(`${merchant}: the signed-in header fits a 390 px phone`, async ({ page }) => {
    // On the slots page: cnstar's pop-up notice on home would race the header's buttons.
    await openSignedIn(page, merchant, 'member01', 'Member@123', '/rng');
    await expectLoggedIn(page, 'member01');
    await page.setViewportSize({ width: 390, height: 844 });
    const banner = page.getByRole('banner');
    for (const control of [banner.getByRole('button', { name: 'Balance, click to refresh' }), banner.getByRole('button', { name: 'Deposit' })]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 && box.height >= 44).toBe(true);
    }
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(56);
    await banner.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('timer')).toBeVisible();
    await expect(drawer.getByRole('timer').locator('svg')).toHaveCount(1);
    await expect(drawer.getByRole('timer')).not.toContainText('⏱');
    const logout = drawer.getByRole('button', { name: 'Log out' });
    const box = await logout.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
