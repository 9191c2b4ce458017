// A lottery's countdown rolls on to the next draw when it reaches zero, and the latest draws take
// the new one, without a reload (bdwin /elott against the platform's one-minute draws).
import { expect, test } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';

const secondsOf = (text: string | null): number => {
  const parts = (/(\d+(?::\d\d)+)/.exec(text ?? '')?.[1] ?? '').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

test('bdwin /elott: the countdown rolls to the next draw and the latest draws refresh', async ({ page }) => {
  test.setTimeout(150_000);
  await openInEnglish(page, 'bdwin', '/elott');
  const countdown = page.locator('.lottery-card .lottery-next').first();
  await expect(countdown).toContainText('Next draw in');
  const draws = page.locator('.lottery-draws th[scope="row"]').first();
  await expect(draws).toBeVisible();
  const firstDraw = await draws.textContent();
  const left = secondsOf(await countdown.textContent());
  // Past the draw: the clock starts again from about a minute, and a new draw leads the list.
  await page.waitForTimeout((left + 3) * 1000);
  await expect.poll(async () => secondsOf(await countdown.textContent()), { timeout: 15_000 }).toBeGreaterThan(40);
  await expect(draws).not.toHaveText(firstDraw ?? '', { timeout: 15_000 });
});
