// Loss limits on a phone (390x844), against the real platform: a new member goes from the deposit
// page's link to the limits, sets a 24-hour loss limit (a lower limit applies at once), and a
// bet in the demo slot above it is refused: the portal names the limit and when it resets, and
// the balance is untouched. Screens at 390x844 and 1280x800 go to /tmp/limits.
import { expect, merchantUrl, test } from './fixtures.ts';
import { shotBothSizes } from './shots.ts';
import { platformUrl } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';

test('bdwin: a loss limit set on the limits page refuses a bigger bet in the game, naming the limit', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerOverApi(page, 'bdwin');
  const funded = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: 'bdwin' }, data: { username: account, amountMinor: 100_000 } });
  expect(((await funded.json()) as { success: boolean }).success).toBe(true);
  const main = page.getByRole('main');

  await page.goto(merchantUrl('bdwin', '/member?page=depositv2'));
  await main.getByRole('link', { name: 'Loss, wager and time limits' }).click();
  await expect(page).toHaveURL(/page=responsibleGaming/);
  const loss = main.getByRole('region', { name: 'Loss limit' });
  const day = loss.locator('form').first();
  await expect(day).toContainText('24 hours');
  await expect(day).toContainText('No limit');
  await day.getByLabel('New limit').fill('30');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day.getByRole('status')).toHaveText('Your limit applies now.');
  await expect(day.getByTestId('play-limit-loss-day-now')).toContainText('৳30.00');
  await shotBothSizes(page, '/tmp/limits/limits-page-bdwin');

  await page.goto(merchantUrl('bdwin', '/rng'));
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  const frame = page.frameLocator('iframe[title="Game"]');
  await frame.getByLabel('Bet').selectOption('5000');
  await frame.getByRole('button', { name: 'Spin' }).click();
  const refusal = page.getByText(/This bet would pass your 24-hour loss limit of ৳30\.00\. You have ৳30\.00 left; it resets from .*\d/);
  await expect(refusal).toBeVisible();
  // The game's own line leaves the refusal to the portal, which says it in the member's language.
  await expect(frame.locator('.result')).toHaveText('');
  await expect(page.locator('.game-bar').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/1,000\.00$/);
  await shotBothSizes(page, '/tmp/limits/game-refusal-bdwin');
});
