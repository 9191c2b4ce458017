// Regression: on bdwin, typing "x" in the optional Email field and deleting it
// blocked sign-up with "Enter a valid email (6–50)" below the form: the form kept the stale "x".
// An emptied optional field is absent now, and every error shows next to its own field (here a
// wrong captcha, refused by the platform, shows at the Captcha input, not below the form).
import { test, expect } from './fixtures.ts';
import { expectLoggedIn } from './helpers.ts';
import { freshIp } from './model/platform.ts';
import { register } from './register-helpers.ts';

test('bdwin: an optional field typed in and cleared again does not block sign-up; a wrong captcha shows at the captcha', async ({ page, request }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  const account = await register(page, request, 'bdwin', 'username', async (dialog) => {
    const email = dialog.getByLabel('Email', { exact: true });
    await email.fill('x');
    await email.fill('');
    const captcha = dialog.getByLabel('Captcha', { exact: true });
    const image = dialog.getByRole('img', { name: 'Captcha image' });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    const first = await image.getAttribute('src');
    await captcha.fill('ZZZZZ');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(captcha).toHaveAccessibleDescription('Incorrect captcha, please try the new image');
    await expect(email).not.toHaveAccessibleDescription(/.+/);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(image).not.toHaveAttribute('src', first!); // a fresh image for the next try
  });
  await expectLoggedIn(page, account);
});
