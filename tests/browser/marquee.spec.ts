// The announcement marquee scrolls its whole text (nothing cut with "…") after a still start,
// pauses under the pointer, and stands still under reduced motion; the home page does not shift while it runs (CLS 0). The
// jackpot and winners line below the first screen load their code only when scrolled near.
import type { Page } from '@playwright/test';
import { test, expect, merchantUrl } from './fixtures.ts';
import { openInEnglish } from './helpers.ts';
import { settled } from './settle.ts';
import { describeShifts, shiftsOf, watchShifts } from './layout-shifts.ts';

const offset = (page: Page) => page.locator('.marquee .marquee-track').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

// The one test about motion here: the page moves as it does for a visitor.
test.describe(() => {
  test.use({ reducedMotion: 'no-preference' });

  test('the marquee scrolls, with no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchShifts(page);
    // The merchant's own language: its home is served rendered, so nothing is replaced on load.
    await page.goto(merchantUrl('bdwin', '/'));
    const line = page.locator('.marquee .marquee-line');
    await expect(line).toBeVisible();
    // The text is there whole, twice (the copy hidden from assistive technology).
    await expect(line.locator('.marquee-text[aria-hidden="true"]')).toHaveCount(1);
    // It stands still for its first seconds, then moves.
    const delay = await page.locator('.marquee .marquee-track').evaluate((el) => el.getAnimations()[0]?.effect?.getTiming().delay);
    expect(delay).toBeGreaterThanOrEqual(2_000);
    const first = await offset(page);
    await expect.poll(() => offset(page), { timeout: 5_000 + Number(delay) }).toBeLessThan(first - 10);

    // Below the first screen the jackpot is an empty box of its size, and neither its code nor the
    // winners line's is loaded.
    const motion: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(JackpotCounter|WinnersTicker)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) motion.push(chunk[1]!);
    });
    // Settled (no request open, the main thread idle): the jackpot's observer has had its first look.
    await settled(page);
    const box = page.locator('section.block.jackpot');
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(motion).toEqual([]);
    // Scrolled to, it loads, ticks in its fixed box, and the winners line runs.
    await box.scrollIntoViewIfNeeded();
    await expect(page.locator('.jackpot-figure')).toBeVisible();
    expect(motion.filter((name) => name === 'JackpotCounter')).toHaveLength(1);
    const figure = await page.locator('.jackpot-figure').textContent();
    await expect.poll(() => page.locator('.jackpot-figure').textContent(), { timeout: 3_000 }).not.toBe(figure);
    const ticker = page.locator('.winners-ticker .marquee-track');
    await expect(ticker).toBeVisible();
    expect(motion.filter((name) => name === 'WinnersTicker')).toHaveLength(1);
    // The line has run (it moved) and everything it loaded is in: any shift has happened by then.
    const tickerAt = () => ticker.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const tickerStart = await tickerAt();
    await expect.poll(tickerAt, { timeout: 5_000 }).not.toBe(tickerStart);
    await settled(page);
    const { total, shifts } = await shiftsOf(page);
    expect(total, describeShifts(shifts)).toBe(0);
  });
});

test('under reduced motion the marquee stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The page's clock is the test's: time is moved on at once rather than waited for.
  await page.clock.install();
  await openInEnglish(page, 'bdwin', '/');
  await expect(page.locator('.marquee .marquee-line')).toBeVisible();
  expect(await page.locator('.marquee .marquee-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  // Nothing animates the line (a running animation would move it, however slowly).
  expect(await page.locator('.marquee .marquee-track').evaluate((el) => el.getAnimations().length)).toBe(0);
  await expect(page.locator('.marquee .marquee-text[aria-hidden="true"]')).toBeHidden();
  // The jackpot is set once and stays.
  await page.locator('section.block.jackpot').scrollIntoViewIfNeeded();
  const jackpot = await page.locator('.jackpot-figure').textContent();
  await page.clock.runFor(5_000);
  await expect(page.locator('.jackpot-figure')).toHaveText(jackpot!);
});

test("the winner board's answer takes its loading rows' place, with no layout shift", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchShifts(page);
  // The board's answer is held until the reader has scrolled to its loading rows (as on a slow
  // connection or a busy phone); the platform answers it as usual once released.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/GCSGAME_getRankList/, async (route) => { await held; await route.continue(); });
  const asked = page.waitForRequest(/\/GCSGAME_getRankList/);
  // bdwin's own language: Bengali text around the Latin names and amounts of the rows.
  await page.goto(merchantUrl('bdwin', '/'));
  await asked;
  const board = page.locator('section.winner-board');
  await expect(board.locator('ol.winner-placeholder li')).toHaveCount(10);
  await board.scrollIntoViewIfNeeded();
  // Two frames: the scrolled page has been laid out and painted before the answer comes.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const before = (await shiftsOf(page)).total;
  const height = await board.evaluate((el) => el.getBoundingClientRect().height);
  release();
  await expect(board.locator('ol:not(.winner-placeholder) li')).toHaveCount(10, { timeout: 15_000 });
  await settled(page);
  expect(await board.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
  const after = await shiftsOf(page);
  expect(after.total, describeShifts(after.shifts)).toBe(before);
  // Whatever a game is called (the board shows the rounds every member plays), its row stays one
  // line: the name gives way and the amount stays whole.
  const row = board.locator('ol:not(.winner-placeholder) li').first();
  const rowHeight = await row.evaluate((el) => el.getBoundingClientRect().height);
  await row.locator('span').nth(1).evaluate((el) => { el.textContent = 'Dragon Fortune Mega Jackpot Deluxe Edition Ways'; });
  expect(await row.evaluate((el) => el.getBoundingClientRect().height)).toBe(rowHeight);
  const amount = row.locator('.winner-amount');
  expect(await amount.evaluate((el) => el.getBoundingClientRect().right <= el.closest('ol')!.getBoundingClientRect().right)).toBe(true);
});

// vnlotto's home has a lottery groups block on its first screen. The page comes with its answer, so
// the server draws the groups and nothing under them moves when the browser takes over.
test("vnlotto's home: the lottery groups come with the page, with no layout shift", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchShifts(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/lgw/games/lottery_groups')) asked.push(request.url());
  });
  await page.goto(merchantUrl('vnlotto', '/'));
  const groups = page.locator('section.block.lottery-groups');
  await expect(groups.getByRole('link').first()).toBeVisible();
  await settled(page);
  await expect(groups.getByRole('status')).toHaveCount(0);
  expect(asked).toEqual([]);
  const { total, shifts } = await shiftsOf(page);
  expect(total, describeShifts(shifts)).toBe(0);
});
