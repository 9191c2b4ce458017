// The held contract's "ask for a new contract" form changes in the merchant's config only
// (forms.agentContractRequest and its own texts, no src/ change): on a copy of bdwin served live,
// agent01's contract from the operator shows the merchant's label and help text, a rate that is
// not a number is refused under the field before anything is sent, and a rate over 100 goes to the
// platform, whose refusal (its call schema names the field) shows under that field, not on the card.
// A hand-written form keeps its own label and refuses 150 itself. Rendered on a phone and a desktop.
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withForms } from './form-settings.ts';
import { expectLoggedIn } from './helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const TEXTS = {
  'forms.ask.rate': 'Rate I would like',
  'forms.ask.help': 'Your upline answers with new terms or keeps these',
};
const FORMS = {
  agentContractRequest: { fields: { rate: { labelKey: 'forms.ask.rate', helpKey: 'forms.ask.help' } } },
};
const RANGE = /A rate is a percentage above 0 and at most 100, with at most two decimals\./;

test('bdwin relabels the held contract\'s request for a new one in config; the platform\'s refusal shows under the rate', async ({ page }) => {
  test.setTimeout(240_000);
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/agent/contract/request') sent.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  await withForms(TEXTS, FORMS, async () => {
    await openSignedIn(page, 'bdwin', 'agent01', 'Agent@123', '/agentHome');
    await expectLoggedIn(page, 'agent01');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Daily salary' }).click();
    const ask = main.locator('.held-contract').getByRole('form', { name: 'Ask for a new contract' });
    await expect(ask.locator('.schema-form-fields .ui-label')).toHaveText(['Rate I would like']);
    const rate = ask.getByLabel('Rate I would like');
    await expect(rate).toHaveAccessibleDescription('Your upline answers with new terms or keeps these');

    // Taken as typed or refused here: 0x10 is not read as 16, nothing is sent.
    await rate.fill('0x10');
    await ask.getByRole('button', { name: 'Ask for a new contract' }).click();
    await expect(rate).toHaveAccessibleDescription(RANGE);
    expect(sent).toEqual([]);

    // Over 100: the platform's rule, its refusal under the field.
    await rate.fill('150');
    await ask.getByRole('button', { name: 'Ask for a new contract' }).click();
    await expect(rate).toHaveAccessibleDescription(RANGE);
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toMatchObject([{ kind: 'newContract', rate: 150 }]);
    await expect(main.locator('.held-contract > div > .form-error')).toHaveCount(0);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `/tmp/ask7/ask-${size.width}.png`, { fullPage: true });
    }
    // Editing the field takes the refusal away.
    await rate.fill('1.5');
    await expect(rate).toHaveAccessibleDescription('Your upline answers with new terms or keeps these');
  });
});
