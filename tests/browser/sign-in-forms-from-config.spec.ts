// The forgot-password forms change in the merchant's config only (forms.forgotPasswordEmail,
// forms.forgotPasswordPhone and the merchant's own texts, no src/ change): on a copy of bdwin
// served live, each tab shows its fields in the merchant's order, with its labels, help texts and
// extra pattern, and every problem under its field in the member's language (English, then
// Bangla); nothing is sent while a field is refused. A hand-built form would keep its own order
// and labels. Rendered on a phone and a desktop.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { openInEnglish, openLoginDialog } from './helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

const TEXTS = {
  'forms.forgot.userLabel': 'Your member ID',
  'forms.forgot.mobileLabel': 'bKash number',
  'forms.forgot.mobileHelp': 'The number you signed up with',
};
const FORMS = {
  forgotPasswordEmail: { order: ['email', 'username'], fields: { username: { labelKey: 'forms.forgot.userLabel' } } },
  forgotPasswordPhone: {
    order: ['newPassword', 'mobileNum', 'verificationCode'],
    fields: { mobileNum: { labelKey: 'forms.forgot.mobileLabel', helpKey: 'forms.forgot.mobileHelp', pattern: '^01[0-9]{9}$', patternMessageKey: 'pattern.bdMobile' } },
  },
};

const labels = (dialog: Locator) => dialog.locator('form.forgot-password-form .ui-label');

async function openForgot(page: Page): Promise<Locator> {
  await openInEnglish(page, 'bdwin', '/help');
  await openLoginDialog(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  return page.getByRole('dialog', { name: 'Forgot password' });
}

test('bdwin reorders, relabels and adds a pattern to its forgot-password forms, in config only', async ({ page }) => {
  test.setTimeout(120_000);
  await withForms(TEXTS, FORMS, async () => {
    const sent: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/wps/member/password')) sent.push(new URL(r.url()).pathname); });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const dialog = await openForgot(page);
      await expect(labels(dialog)).toHaveText(['Email', 'Your member ID']);
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      // The flow's machine still owns the rules: the member ID is checked first, wherever it shows.
      await expect(dialog.getByLabel('Your member ID')).toHaveAccessibleDescription('Input cannot be empty');
      await shot(page, `/tmp/forms3/forgot-email-${size.width}.png`);

      await dialog.getByRole('tab', { name: 'By phone' }).click();
      await expect(labels(dialog)).toHaveText(['New password', 'bKash number', 'Verification code']);
      await expect(dialog.getByLabel('bKash number')).toHaveAccessibleDescription('The number you signed up with');
      await expect(dialog.getByLabel('bKash number')).toHaveAttribute('type', 'tel');
      await dialog.getByLabel('New password').fill('reset2026');
      await dialog.getByLabel('bKash number').fill('12345678');
      await dialog.getByLabel('Verification code').fill('123456');
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      await expect(dialog.getByLabel('bKash number')).toHaveAccessibleDescription(/Please enter a valid 11-digit mobile number starting with 01/);
      await shot(page, `/tmp/forms3/forgot-phone-${size.width}.png`);
      await page.keyboard.press('Escape');
    }
    expect(sent).toEqual([]);

    // The same refusal in Bangla, under the same field.
    await page.evaluate(() => localStorage.setItem('hisLang', 'BN'));
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'লগ ইন' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
    const bn = page.getByRole('dialog', { name: 'পাসওয়ার্ড ভুলে গেছেন' });
    await bn.getByRole('tab', { name: 'ফোনের মাধ্যমে' }).click();
    const mobile = bn.locator('input[name=mobileNum]');
    await mobile.fill('12345678');
    await bn.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করুন' }).click();
    await expect(mobile).toHaveAccessibleDescription(/01 দিয়ে শুরু হওয়া সঠিক 11 সংখ্যার মোবাইল নম্বর লিখুন/);
    expect(sent).toEqual([]);
  });
});
