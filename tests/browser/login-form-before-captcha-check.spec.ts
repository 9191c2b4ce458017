// Regression: a login dialog opened in the browser (not the server-rendered first one) showed
// "Loading…" until the platform answered whether this device needs a captcha. The form now shows
// at once; when the answer asks for a captcha, it joins the form with what was typed and the
// focus kept, and the login goes through with it.
import { test, expect } from './fixtures.ts';
import { expectLoggedIn, openInEnglish, openLoginDialog } from './helpers.ts';
import { captchaAnswer, failOnceFrom, freshIp } from './model/platform.ts';
import { watchDeviceId } from './register-helpers.ts';

test('the login form is there while the captcha check is on its way; the captcha joins it and typing goes on', async ({ page }) => {
  const ip = freshIp();
  await failOnceFrom('vnlotto', ip); // this address now needs a captcha
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const deviceId = watchDeviceId(page);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let checks = 0;
  await page.route((url) => url.pathname === '/wps/captcha/required', async (route) => {
    checks += 1;
    await gate;
    await route.continue().catch(() => undefined);
  });
  try {
    await openInEnglish(page, 'vnlotto');
    await openLoginDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect.poll(() => checks).toBe(1); // asked, and not answered yet
    const username = dialog.getByLabel('Username');
    const password = dialog.getByLabel('Password', { exact: true });
    await expect(username).toBeVisible();
    await expect(dialog.getByText('Loading…')).toHaveCount(0);
    await expect(dialog.getByLabel('Captcha', { exact: true })).toHaveCount(0);
    await username.fill('member01');
    await password.click();
    await page.keyboard.type('Member');

    release();
    await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
    await expect(username).toHaveValue('member01');
    await expect(password).toBeFocused();
    await page.keyboard.type('@123');
    await expect(password).toHaveValue('Member@123');
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await dialog.getByLabel('Captcha', { exact: true }).fill((await captchaAnswer('vnlotto', deviceId()))!);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedIn(page, 'member01', 0);
  } finally {
    release();
  }
});
