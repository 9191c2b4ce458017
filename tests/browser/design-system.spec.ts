// The design system (src/portal/ui) on the development style page (/styleguide, DEV_TOOLS=1):
// every merchant's theme in light and dark; dialogs and sheets trap focus, close on Escape and
// on the backdrop, and give focus back to the button that opened them; the table turns into
// cards on a phone; toasts are announced, and stay while pointed at or focused. The portal's own
// login modal behaves the same.
import { test, expect, merchantUrl } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';

test('style page: each merchant in light and dark', async ({ page }) => {
  await page.goto(merchantUrl('bdwin', '/styleguide'));
  await expect(page.getByRole('heading', { name: 'Style guide' })).toBeVisible();
  for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
    for (const scheme of ['light', 'dark']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\(${code}\\), ${scheme}$`) })).toBeVisible();
    }
  }
  // Themes really differ: cnstar's light surface is not bdwin's dark one.
  const backgrounds = await page.locator('.styleguide-theme').evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(new Set(backgrounds).size).toBe(6);
});

test('dialog: focus moves in, Tab stays inside, Escape closes, focus returns to the opener', async ({ page }) => {
  await page.goto(merchantUrl('bdwin', '/styleguide'));
  const opener = page.getByRole('button', { name: 'Open dialog' }).first();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Transaction password')).toBeFocused();
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // The page behind does not scroll while the dialog is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('sheet and drawer: the backdrop and the close button close them, focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(merchantUrl('vnlotto', '/styleguide'));
  const opener = page.getByRole('button', { name: 'Open sheet' }).first();
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Choose a vendor' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844); // a bottom sheet on a phone
  await page.mouse.click(195, 40); // the backdrop above it
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  const drawerOpener = page.getByRole('button', { name: 'Open drawer' }).first();
  await drawerOpener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.x).toBe(0);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(drawerOpener).toBeFocused();
});

test('table: rows are compact wrapping rows on a phone, a table on a desktop; toasts are announced and stay while read', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(merchantUrl('bdwin', '/styleguide'));
  const row = page.getByRole('table', { name: 'Transactions' }).first().locator('tbody tr').first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
  const show = page.getByRole('button', { name: 'Show toast' }).first();
  await show.click();
  const toast = page.locator('.ui-toaster .ui-toast').filter({ hasText: 'Saved' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(4_100);
  await expect(toast, 'a toast nobody reads leaves after 4 s').toHaveCount(0);

  // One the member points at stays while the pointer is on it, and leaves once it is not.
  await show.click();
  await toast.hover();
  await page.clock.runFor(20_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 400);
  await page.clock.runFor(1_100);
  await expect(toast).toHaveCount(0);

  // Likewise with focus in it (the keyboard's way of reading it).
  await show.click();
  await toast.getByRole('button').focus(); // its close button
  await page.clock.runFor(20_000);
  await expect(toast).toBeVisible();
  await show.focus();
  await page.clock.runFor(1_100);
  await expect(toast).toHaveCount(0);
});

test('the login modal is a design-system dialog: Escape closes it and focus returns to the header button', async ({ page }) => {
  await openInEnglish(page, 'bdwin');
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await page.waitForLoadState('networkidle');
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});
