// The launched game as a stage: on a phone it fills the screen under a slim bar (back, balance,
// session clock) over the site header; on a desktop it sits centred at 16:10 under the collapsed
// header. In it the demo slot spins reels of its theme's symbols for at least 2.5 s (no turbo),
// also under reduced motion, where the reels do not move.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { goInApp } from './helpers.ts';
import { shot } from './shots.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

// The reels' spin is checked here: the game moves as it does for a player.
test.use({ reducedMotion: 'no-preference' });

/** member01 on bdwin's slots, in English. */
async function memberOnSlots(page: Page): Promise<void> {
  await openSignedIn(page, 'bdwin', 'member01', 'Member@123');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await goInApp(page, '/rng');
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / }).first().click();
  await expect(page).toHaveURL(/\/game$/);
}

/** Spins once; returns how long the spin took as the game measured it, and the spinning reels' animation. */
async function spin(page: Page): Promise<{ took: number; animation: string }> {
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.locator('#reel1 img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('.reel.spinning').first()).toBeVisible();
  const animation = await frame.locator('.reel.spinning .strip').first().evaluate((el) => getComputedStyle(el).animationName);
  await expect(frame.locator('#result')).toHaveAttribute('data-net', /^-?\d+$/, { timeout: 15_000 });
  await expect(frame.locator('.reel.spinning')).toHaveCount(0);
  return { took: Number(await frame.locator('body').getAttribute('data-spin-ms')), animation };
}

test('phone: the game fills the screen under a bar with back, balance and session time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await memberOnSlots(page);
  const bar = page.locator('.game-bar');
  await expect(bar.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Balance, click to refresh' })).toHaveText(/\d\.\d{2}$/);
  await expect(bar.getByRole('timer')).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y).toBe(0);
  expect(barBox.height).toBeLessThanOrEqual(48);
  const frameBox = (await page.locator('iframe[title="Game"]').boundingBox())!;
  expect(frameBox).toEqual({ x: 0, y: barBox.height, width: 390, height: 844 - barBox.height });
  // The site header is under the stage: what is at its place is the bar.
  expect(await page.evaluate(() => document.elementFromPoint(200, 20)?.closest('.game-bar') !== null)).toBe(true);
  const { took, animation } = await spin(page);
  expect(animation).toBe('reel-spin');
  expect(took).toBeGreaterThanOrEqual(2500);
  await shot(page, '/tmp/game-stage-390.png');
  await bar.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/\/game$/);
});

test('desktop: the game is centred at 16:10 under the collapsed header, which can be shown', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await memberOnSlots(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveCount(0);
  const box = (await page.locator('iframe[title="Game"]').boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThanOrEqual(2);
  expect(box.width / box.height).toBeCloseTo(1.6, 1);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  await shot(page, '/tmp/game-stage-1280.png');
  await page.getByRole('button', { name: 'Show header' }).click();
  await expect(nav).toBeVisible();
});

test('reduced motion: the reels stand still but the spin still takes 2.5 s', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await memberOnSlots(page);
  const { took, animation } = await spin(page);
  expect(animation).toBe('none');
  expect(took).toBeGreaterThanOrEqual(2500);
});
