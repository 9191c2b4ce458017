// Regression: a failed login brings the captcha (spec 4: "if the error value carries captcha,
// show the captcha input and load the image"). The platform counts failures per IP, so this test
// acts from its own (forwarded) IP and leaves the other tests' logins alone.
import { test, expect } from './fixtures.ts';
import { openInEnglish, unique } from './helpers.ts';

test('a failed login shows the captcha input and its image', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.23' });
  await openInEnglish(page, 'bdwin');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Captcha', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Username').fill(unique('nobody'));
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('Captcha', { exact: true })).toBeVisible();
  const image = dialog.getByRole('img', { name: 'Captcha image' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,.{100,}/);
  // Sending again without the captcha is stopped in the form itself.
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the captcha');
  // A wrong captcha is refused by the platform and a fresh image is loaded.
  const first = await image.getAttribute('src');
  await dialog.getByLabel('Captcha', { exact: true }).fill('ZZZZ');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect captcha, please try the new image');
  await expect(image).not.toHaveAttribute('src', first!);
});
