// The security centre's mobile binding and two-factor forms, the reset-link page and the activity
// application change in the merchant's config only (forms.<call> and its own texts, no src/
// change): on a copy of bdwin served live each shows the merchant's order, labels, help texts,
// placeholders and extra patterns, with every problem under its field and nothing sent. A
// hand-built form would keep its own order and labels. Rendered on a phone and a desktop.
import type { Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { openInEnglish } from './helpers.ts';
import { register } from './register-helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

const TEXTS = {
  'forms.bind.mobile': 'Your new bKash number',
  'forms.bind.mobileHelp': 'The code goes to this number',
  'forms.bind.mobilePattern': 'Start with 019 for this test',
  'forms.twoFactor.code': 'Six digits from the app',
  'forms.twoFactor.placeholder': '123456',
  'forms.twoFactor.pattern': 'Six digits, nothing else',
  'forms.reset.new': 'Pick a new password',
  'forms.reset.help': 'Not one you used before',
  'forms.apply.comment': 'Why you qualify',
  'forms.apply.help': 'Say which deposit it was',
};
const FORMS = {
  securityMobileBind: {
    order: ['password', 'mobile', 'code'],
    fields: { mobile: { labelKey: 'forms.bind.mobile', helpKey: 'forms.bind.mobileHelp', pattern: '^019', patternMessageKey: 'forms.bind.mobilePattern' } },
  },
  twoFactorEnable: { order: ['password', 'code'], fields: { code: { labelKey: 'forms.twoFactor.code', placeholderKey: 'forms.twoFactor.placeholder', pattern: '^[0-9]{6}$', patternMessageKey: 'forms.twoFactor.pattern' } } },
  resetPassword: { order: ['confirmNewPassword', 'newPassword'], fields: { newPassword: { labelKey: 'forms.reset.new', helpKey: 'forms.reset.help' } } },
  promotionApply: { fields: { comment: { labelKey: 'forms.apply.comment', helpKey: 'forms.apply.help' } } },
};

const labels = (scope: ReturnType<Page['locator']>) => scope.locator('.schema-form-fields .ui-label');

test('bdwin reorders, relabels and adds patterns to its security, reset-link and application forms, in config only', async ({ page, request }) => {
  test.setTimeout(240_000);
  await withForms(TEXTS, FORMS, async () => {
    // The reset-link page is a guest's: the merchant's order and label, its help; a mismatch under its field.
    const sent: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST') sent.push(new URL(r.url()).pathname); });
    await openInEnglish(page, 'bdwin', '/resetPassword?token=nosuchtoken');
    const reset = page.locator('form.reset-password-form');
    await expect(labels(reset)).toHaveText(['Confirm new password', 'Pick a new password']);
    await expect(reset.getByLabel('Pick a new password')).toHaveAccessibleDescription('Not one you used before');
    await reset.getByLabel('Pick a new password').fill('Good@12345');
    await reset.getByLabel('Confirm new password').fill('Good@12346');
    await reset.getByRole('button').click();
    await expect(reset.getByLabel('Confirm new password')).toHaveAccessibleDescription(/.+/);
    expect(sent.filter((path) => path.includes('resetPassword') || path.includes('password'))).toEqual([]);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `/tmp/forms4/reset-${size.width}.png`, { fullPage: true });
    }

    await register(page, request, 'bdwin', 'username');
    sent.length = 0;
    const main = page.getByRole('main');
    const item = (key: string) => main.locator(`.security-item[data-item="${key}"]`);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(merchantUrl('bdwin', '/member?page=securityCenter'));
      await item('mobile').getByRole('button', { name: /^(Bind|Change)$/ }).click();
      await expect(labels(item('mobile'))).toHaveText(['Login password', 'Your new bKash number', 'Verification code']);
      await expect(item('mobile').getByLabel('Your new bKash number')).toHaveAccessibleDescription('The code goes to this number');
      await shot(page, `/tmp/forms4/mobile-bind-${size.width}.png`, { fullPage: true });
    }
    // The merchant's pattern refuses a number before a code is sent.
    const mobile = item('mobile');
    await mobile.getByLabel('Login password').fill('Whatever@1');
    await mobile.getByLabel('Your new bKash number').fill('01712345678');
    await mobile.getByRole('button', { name: 'Send code' }).click();
    await expect(mobile.getByLabel('Your new bKash number')).toHaveAccessibleDescription(/Start with 019 for this test/);
    expect(sent.filter((path) => path.includes('/security/'))).toEqual([]);

    // Two-factor: the merchant's order, label, placeholder and pattern on the code.
    const twoFactor = item('twoFactor');
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByRole('button', { name: 'Start' }).click();
    await expect(labels(twoFactor)).toHaveText(['Login password', 'Six digits from the app']);
    await expect(twoFactor.getByLabel('Six digits from the app')).toHaveAttribute('placeholder', '123456');
    await twoFactor.getByLabel('Login password').fill('Whatever@1');
    await twoFactor.getByLabel('Six digits from the app').fill('12ab');
    const posted = sent.length;
    await twoFactor.locator('form').getByRole('button', { name: 'Turn on' }).click();
    await expect(twoFactor.getByLabel('Six digits from the app')).toHaveAccessibleDescription('Six digits, nothing else');
    expect(sent.slice(posted).filter((path) => path.includes('2fa/enable'))).toEqual([]);
    await shot(page, `/tmp/forms4/two-factor-${page.viewportSize()?.width}.png`, { fullPage: true });

    // The activity application: the comment under the merchant's label with its help.
    await page.goto(merchantUrl('bdwin', '/promotions#welcome'));
    await page.locator('#promotion-welcome').getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Apply: / });
    await expect(labels(dialog)).toHaveText(['Why you qualify']);
    await expect(dialog.getByLabel('Why you qualify')).toHaveAccessibleDescription(/^Say which deposit it was/);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `/tmp/forms4/apply-${size.width}.png`);
    }
  });
});
