// The filter rows of the desk's Players and Reports pages (the grid the queues use) on a 390x844
// phone, at 1280x800 and on a wide 1920x1080 desktop: each field and its button on one line,
// nothing wider than the screen, the search box wide enough to read an email; on Reports a day
// typed only in part is named beside its field and nothing is asked or downloaded.
// Screens go to /tmp/desk-filters (SHOTS=1).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deskSignIn } from './desk-helpers.ts';
import { DESKTOP, PHONE, shot } from './shots.ts';

const WIDE = { width: 1920, height: 1080 } as const;
const SIZES = [PHONE, DESKTOP, WIDE];
const SUPPORT = {
  username: 'support01', password: 'Support@123',
  signedIn: (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Players' }),
};

/** The field and the button share a line (their bottoms meet) and the page does not scroll sideways. */
async function expectOneLine(desk: Page, field: import('@playwright/test').Locator, button: import('@playwright/test').Locator, name: string) {
  for (const size of SIZES) {
    await desk.setViewportSize(size);
    const [a, b] = [(await field.boundingBox())!, (await button.boundingBox())!];
    expect(Math.abs(a.y + a.height - (b.y + b.height)), `${name} at ${size.width}: field and button on one line`).toBeLessThanOrEqual(1);
    expect(a.height, `${name} at ${size.width}: field and button the same height`).toBeCloseTo(b.height, 0);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth), `${name} at ${size.width}`).toBeLessThanOrEqual(size.width);
    await shot(desk, `/tmp/desk-filters/${name}-${size.width}.png`);
  }
}

test('Players: the search box and its button on one line at every size, wide enough for an email', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const desk = await deskSignIn(browser, request, 'bdwin', SUPPORT);
  await desk.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
  const search = desk.getByRole('searchbox', { name: 'Username, mobile number or email' });
  await expectOneLine(desk, search, desk.getByRole('button', { name: 'Search' }), 'players');
  for (const size of [DESKTOP, WIDE]) {
    await desk.setViewportSize(size);
    expect((await search.boundingBox())!.width, `at ${size.width}`).toBeGreaterThanOrEqual(300);
  }
});

test('Reports: the day and Download CSV on one line; a day typed in part is named beside it, nothing asked', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const desk = await deskSignIn(browser, request, 'bdwin');
  await desk.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const day = desk.getByLabel('Day');
  const download = desk.getByRole('button', { name: 'Download CSV' });
  await expect(day).not.toHaveValue('');
  await expectOneLine(desk, day, download, 'reports');

  const asked: string[] = [];
  desk.on('request', (req) => { if (req.url().includes('/desk/report')) asked.push(req.url()); });
  let downloads = 0;
  desk.on('download', () => { downloads += 1; });
  await day.fill('');
  await day.focus();
  await desk.keyboard.type('03');
  expect(await day.evaluate((el: HTMLInputElement) => el.validity.badInput)).toBe(true);
  await download.click();
  await expect(desk.getByRole('alert').filter({ hasText: 'Enter a whole date: day, month and year.' })).toBeVisible();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expectOneLine(desk, day, download, 'reports-half-date');
  expect(asked).toEqual([]);
  expect(downloads).toBe(0);

  // A whole day clears the error and asks for that day.
  await day.fill('2020-01-01');
  await expect(desk.getByRole('alert')).toHaveCount(0);
  await expect(day).not.toHaveAttribute('aria-invalid', 'true');
  await expect(desk.getByRole('cell', { name: 'No activity' })).toHaveCount(4);
  expect(asked.some((url) => url.includes('day=2020-01-01'))).toBe(true);
});
