// The responsible gaming page's forms change in config only (forms.<call> and the merchant's own
// texts): on a copy of bdwin served live, the reality check takes the merchant's label, help and
// an extra rule whose message shows under the field (nothing is sent); and a value a form fills
// itself, fixed by the merchant (a hidden field with a default), narrows what is offered: the
// deposit limit's period to a month, the break's kind to a time-out. Without the settings
// (before) all three periods and both breaks show, under the shipped label.
import { expect, merchantUrl, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { register } from './register-helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

const TEXTS = {
  'forms.reality.label': 'Nudge me every',
  'forms.reality.help': 'We pause your game to show your time and result',
  'forms.reality.only': 'Choose half an hour or an hour',
};
const FORMS = {
  realityCheckSet: { fields: { minutes: { labelKey: 'forms.reality.label', helpKey: 'forms.reality.help', pattern: '^(30|60)$', patternMessageKey: 'forms.reality.only' } } },
  depositLimitSet: { fields: { period: { hidden: true, default: 'month' } } },
  protectionStart: { fields: { kind: { hidden: true, default: 'timeout' } } },
};

test('bdwin relabels the reality check and fixes the limit period and the break kind, in config only', async ({ page, request }) => {
  test.setTimeout(150_000);
  await register(page, request, 'bdwin', 'username');
  const main = page.getByRole('main');
  const limits = main.locator('form.deposit-limit');
  const breaks = main.locator('form.break-form');
  await page.goto(merchantUrl('bdwin', '/member?page=responsibleGaming'));
  await expect(main.getByLabel('Remind me every')).toBeVisible();
  await expect(limits).toHaveCount(3);
  await expect(breaks).toHaveCount(2);
  await withForms(TEXTS, FORMS, async () => {
    const sent: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname.includes('realityCheck')) sent.push(r.url()); });
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(merchantUrl('bdwin', '/member?page=responsibleGaming'));
      const interval = main.getByLabel('Nudge me every');
      await expect(interval).toHaveAccessibleDescription(/We pause your game to show your time and result/);
      await interval.selectOption('10');
      await main.locator('form.reality-check-form').getByRole('button', { name: 'Save' }).click();
      await expect(interval).toHaveAccessibleDescription(/Choose half an hour or an hour/);
      await expect(limits).toHaveCount(1);
      await expect(limits.getByRole('heading')).toHaveText('1 month');
      await expect(breaks).toHaveCount(1);
      await expect(main.getByRole('heading', { name: 'Take a time-out' })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Self-exclusion' })).toHaveCount(0);
      await shot(page, `/tmp/forms3/responsible-gaming-${size.width}.png`, { fullPage: true });
    }
    expect(sent).toEqual([]);
  });
});
