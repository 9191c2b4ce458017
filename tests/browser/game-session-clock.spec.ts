// The session clock during play (UKGC RTS 13C) and the reality check over the game (RTS 13), in
// Chromium against the real platform on a phone and a desktop: a new member with money chooses a
// 10-minute reminder and launches a slot; the game screen's bar shows the session time, which
// advances with the browser's (fake) clock, and at 10 minutes the reality check opens over the
// game, with the time played; "Continue playing" leaves the member in the game, the clock running.
// Screens at 390x844 and 1280x800 go to /tmp/game-clock (SHOTS=1).
import type { Locator, Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';
import { goInApp, platformUrl } from './helpers.ts';
import { registerOverApi } from './register-over-api.ts';

const merchant = 'bdwin';

/** The clock's h:mm:ss in seconds. */
async function secondsOn(clock: Locator): Promise<number> {
  const text = (await clock.textContent()) ?? '';
  const match = /(\d+):(\d\d):(\d\d)/.exec(text);
  expect(match, `a session clock reads h:mm:ss, not "${text}"`).not.toBeNull();
  return Number(match![1]) * 3600 + Number(match![2]) * 60 + Number(match![3]);
}

async function launchSlot(page: Page): Promise<void> {
  await goInApp(page, '/rng');
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe[title="Game"]').getByRole('button', { name: 'Spin' })).toBeVisible();
}

for (const [size, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
  test(`${merchant} at ${size}: the game screen shows the session clock running, and the reality check comes over the game`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.clock.install();
    const account = await registerOverApi(page, merchant);
    const funded = await request.post(platformUrl('/dev/withdrawals/fund'), { headers: { Merchant: merchant }, data: { username: account, amountMinor: 100_000 } });
    expect((await funded.json()).success).toBe(true);
    await page.goto(merchantUrl(merchant, '/member?page=responsibleGaming'));
    const main = page.getByRole('main');
    await main.getByLabel('Remind me every').selectOption('10');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Saved', { exact: true })).toBeVisible();

    await launchSlot(page);
    const clock = page.locator('.game-bar').getByRole('timer');
    await expect(clock).toBeVisible();
    await expect(clock).toHaveText(/^\d+:\d\d:\d\d$/);
    await expect(clock).toHaveAccessibleName(/^Session time \d+:\d\d:\d\d$/);
    // On the game screen the bar's clock is the one in sight (the site header is under the stage).
    const box = (await clock.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expect(clock).toBeInViewport();
    const start = await secondsOn(clock);
    await shot(page, `/tmp/game-clock/clock-${size}.png`);

    // Two minutes of play later the clock says so, to the second the browser's clock moved.
    await page.clock.fastForward('02:00');
    await expect.poll(() => secondsOn(clock)).toBeGreaterThanOrEqual(start + 120);
    expect(await secondsOn(clock)).toBeLessThan(start + 125);

    // The member's 10 minutes: the reality check over the game, which stays behind it.
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toHaveCount(0);
    await page.clock.fastForward('08:30');
    await expect(check).toBeVisible();
    await expect(page).toHaveURL(/\/game$/);
    await expect(check).toContainText(/You have been playing for 0:1\d:\d\d this session\./);
    await expect(check).toContainText('Net result this session:');
    const centre = (await check.boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="alertdialog"]') !== null, { x: centre.x + centre.width / 2, y: centre.y + centre.height / 2 })).toBe(true);
    expect(await secondsOn(clock)).toBeGreaterThanOrEqual(start + 600);
    await shot(page, `/tmp/game-clock/reality-check-${size}.png`);

    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toBeHidden();
    await expect(page).toHaveURL(/\/game$/);
    const after = await secondsOn(clock);
    await page.clock.fastForward('01:00');
    await expect.poll(() => secondsOn(clock)).toBeGreaterThanOrEqual(after + 60);
  });
}
