// The phone's menu drawer lies over everything, the bottom tab bar included. The drawer opens from
// the sticky header; while it was rendered inside the header's stacking context, the tab bar
// (painted later) covered the drawer's last 56 px and took the taps meant for what was there
// (the language switch at the end of a guest's drawer).
import { test, expect, MERCHANTS } from './fixtures.ts';
import { appReady, openInEnglish, settled } from './helpers.ts';

for (const merchant of MERCHANTS) {
  test(`${merchant}: the phone drawer is above the tab bar, and its last row takes a tap`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, merchant);
    await settled(page);
    await appReady(page);
    // cnstar's pop-up notice opens on load.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    // What is painted at the foot of the drawer belongs to the drawer, not to the tab bar.
    const foot = await drawer.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, Math.min(box.bottom, innerHeight) - 10);
      return { inDrawer: el.contains(hit), hit: hit ? `${hit.tagName}.${hit.className}` : null };
    });
    expect(foot, 'the element painted at the foot of the drawer').toMatchObject({ inDrawer: true });

    // The language switch ends the guest's drawer: a real tap there opens the language list.
    const language = drawer.getByRole('button', { name: /^Language:/ });
    await language.scrollIntoViewIfNeeded();
    // Playwright's click fails when another element would receive the tap (the tab bar did).
    await language.click({ timeout: 5_000 });
    await expect(drawer.getByRole('listbox', { name: 'Language' }).getByRole('option', { name: /English/ })).toBeVisible();
  });
}
