// The login dialog's checkboxes (show password, remember this device) are the design system's: its
// own box, never the browser's, a 44 px target on a phone, and the keyboard and the label work as on
// any checkbox — Space on the focused box and a click on its text both show the password.
import { expect, test } from './fixtures.ts';
import { openInEnglish, openLoginDialog } from './helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

for (const merchant of ['bdwin', 'cnstar'] as const) {
  test(`${merchant}: the login dialog's checkboxes are the design system's`, async ({ page }) => {
    await openInEnglish(page, merchant, '/help');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await openLoginDialog(page);
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      const show = dialog.getByRole('checkbox', { name: 'Show password' });
      const password = dialog.locator('input[name=password]');
      await expect(show).toBeVisible();
      const boxes = dialog.locator('.ui-checkbox');
      expect(await boxes.count()).toBeGreaterThanOrEqual(1);
      for (const control of await boxes.all()) {
        await expect(control.locator('input[type=checkbox]')).toHaveCSS('opacity', '0');
        await expect(control.locator('.ui-checkbox-box')).toBeVisible();
        const target = await control.boundingBox();
        expect(Math.min(target!.width, target!.height)).toBeGreaterThanOrEqual(44);
      }
      await expect(password).toHaveAttribute('type', 'password');
      await show.focus();
      await page.keyboard.press('Space');
      await expect(show).toBeChecked();
      await expect(password).toHaveAttribute('type', 'text');
      await dialog.locator('.ui-checkbox', { hasText: 'Show password' }).getByText('Show password').click();
      await expect(show).not.toBeChecked();
      await expect(password).toHaveAttribute('type', 'password');
      const remember = dialog.getByRole('checkbox', { name: 'Remember this device' });
      if (await remember.count()) {
        await remember.check();
        await expect(remember).toBeChecked();
      }
      await shot(page, `/tmp/words-g-shots/login-${merchant}-${size.width}.png`);
      await page.keyboard.press('Escape');
    }
  });
}
