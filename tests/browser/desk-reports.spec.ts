// The desk's Reports page (GLI-19 2.9.1) against the real platform: finance opens it and sees
// today's figures (the seeded team played today) for the day, month-to-date, year-to-date and
// life-to-date, exactly as the platform's deskReport sums the ledger; downloads them as CSV; a day
// before any activity says "No activity" for every period. A table at 1280, cards on a 390x844
// phone. Screens go to /tmp/desk-reports (SHOTS=1).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { PHONE, DESKTOP, shotBothSizes } from './shots.ts';
import { deskSignIn } from './desk-helpers.ts';
import { platformUrl } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';

const merchant = 'bdwin';
const FIGURES = [['Deposits', 'depositsMinor'], ['Withdrawals', 'withdrawalsMinor'], ['Stakes', 'stakesMinor'], ['Wins', 'winsMinor'], ['Gross gaming revenue', 'ggrMinor'], ['Bonuses', 'bonusesMinor']] as const;
type Period = Record<(typeof FIGURES)[number][1], number> & { period: string; noActivity: boolean };

test('finance reads today\'s report, downloads it as CSV, and an empty day says No activity', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const currency = (shipped(merchant) as unknown as { identity: { currency: MoneyFormat } }).identity.currency;
  const desk = await deskSignIn(browser, request, merchant);
  await desk.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(desk.getByRole('heading', { name: 'Reports' })).toBeVisible();

  // What the platform sums for today, read with the page's own session.
  const token = await desk.evaluate(() => sessionStorage.getItem('desk.token'));
  const answer = await request.get(platformUrl('/wps/desk/report'), { headers: { Merchant: merchant, Authorization: token ?? '' } });
  const report = ((await answer.json()) as { value: { day: string; periods: Period[] } }).value;
  const today = report.periods[0]!;
  expect(today.noActivity).toBe(false);
  expect(today.stakesMinor).toBeGreaterThan(0);
  await expect(desk.getByLabel('Day')).toHaveValue(report.day);

  for (const size of [DESKTOP, PHONE]) {
    await desk.setViewportSize(size);
    for (const [i, name] of ['Day', 'Month to date', 'Year to date', 'Life to date'].entries()) {
      const row = desk.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
      for (const [label, field] of FIGURES) {
        await expect(row.getByRole('cell').filter({ hasText: formatMoney(report.periods[i]![field], currency) }).first(), `${name} ${label}`).toBeVisible();
      }
    }
    const box = await desk.getByRole('table').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(size.width);
  }
  await shotBothSizes(desk, '/tmp/desk-reports/today', { fullPage: true });

  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`report-${report.day}.csv`);
  const lines = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((l) => l.split(','));
  expect(lines[0]).toEqual(['Period', 'From', 'To', ...FIGURES.map(([label]) => label), 'Activity']);
  expect(lines[1]!.slice(0, 3)).toEqual(['Day', report.day, report.day]);
  const scale = 10 ** currency.decimals;
  expect(lines.slice(1).map((l) => l.slice(3, 9).map((v) => Math.round(Number(v) * scale)))).toEqual(report.periods.map((p) => FIGURES.map(([, field]) => p[field])));

  await desk.getByLabel('Day').fill('2020-01-01');
  await expect(desk.getByRole('cell', { name: 'No activity' })).toHaveCount(4);
  await shotBothSizes(desk, '/tmp/desk-reports/empty', { fullPage: true });
});
