// The prompt to set a deposit limit at a member's first deposit (UKGC RTS 12), in Chromium at
// 390x844 against the real platform: a new member sees it above the deposit form; "Set a limit"
// takes them to the 24-hour limit's field; "Not now" hides it, and it stays hidden after a reload
// (it asks once).
import { expect, merchantUrl, test } from './fixtures.ts';
import { PHONE, shotBothSizes } from './shots.ts';
import { registerOverApi } from './register-over-api.ts';

const merchant = 'bdwin';

test('bdwin: a new member is asked once to set a deposit limit at the first deposit', async ({ page }) => {
  test.setTimeout(180_000);
  await registerOverApi(page, merchant);
  await page.setViewportSize(PHONE);
  await page.goto(merchantUrl(merchant, '/member?page=depositv2'));
  const main = page.getByRole('main');
  const prompt = main.getByRole('complementary').filter({ hasText: 'Would you like to set a deposit limit' });
  await expect(prompt).toBeVisible();
  await shotBothSizes(page, '/tmp/statement/deposit-limit-prompt-bdwin');
  await prompt.getByRole('button', { name: 'Set a limit' }).click();
  const day = main.locator('form.deposit-limit').filter({ has: page.getByRole('heading', { name: '24 hours' }) });
  await expect(day.getByLabel('New limit')).toBeFocused();
  // "Not now": gone, and still gone after a reload (it asks once).
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(day.getByLabel('New limit')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
