// The agent centre's team reports on the real platform's seed (src/platform/seed-team.ts:
// agent01's two-level team at play over 60 days): agent01 opens Team betting, Team transactions and
// Profit and loss on a phone and on a desktop. Each page's totals and rows must match what this
// test reads from the platform itself (every page of the answer, summed here), and a range switch
// (Today, then a custom range of 60 days) changes the rows; Export CSV writes every round of the
// range. Screens go to /tmp/agent-reports.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, merchantUrl, test } from './fixtures.ts';
import { shot } from './shots.ts';
import { expectLoggedIn } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import { customTeamRange, merchantDate, type TeamRangeQuery } from '../../src/portal/blocks/listFilter/team-range.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const DAY = 86_400_000;
const config = shipped('bdwin') as unknown as { identity: { currency: MoneyFormat }; constants: { withdrawals: { hours: { utcOffsetMinutes: number } } } };
const money = (minor: number) => formatMoney(minor, config.identity.currency);
const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));
const OFFSET = config.constants.withdrawals.hours.utcOffsetMinutes;

interface Answer { items?: Record<string, unknown>[]; members?: Record<string, unknown>[]; totals: Record<string, number>; nextCursor?: string | null }

/** Every page of a report call, asked by the signed-in page itself (its token, its merchant). */
async function fromPlatform(page: Page, path: string, range: TeamRangeQuery & { category?: string }): Promise<Answer & { rows: Record<string, unknown>[] }> {
  const query = new URLSearchParams(range).toString();
  return page.evaluate(async ([path, query]) => {
    const rows: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    let first: Answer | null = null;
    do {
      const url: string = `${path}?${query}&pageSize=500${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await (await fetch(url, { headers: { Authorization: sessionStorage.getItem('token') ?? '' } })).json()) as { success: boolean; value: Answer };
      if (!body.success) throw new Error(`${url}: ${JSON.stringify(body)}`);
      first ??= body.value;
      rows.push(...(body.value.items ?? body.value.members ?? []));
      cursor = body.value.nextCursor ?? null;
    } while (cursor);
    return { ...first, rows };
  }, [path, query] as const);
}

/** The figures of a totals card, label to shown text. */
async function figures(card: Locator): Promise<Record<string, string>> {
  await expect(card.getByRole('definition').first()).toBeVisible();
  const terms = await card.getByRole('term').allTextContents();
  const values = await card.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

/** Switches the page to a custom range starting 59 days back (today included): the range the platform is then asked for. */
async function customSixtyDays(main: Locator): Promise<TeamRangeQuery> {
  await main.getByRole('button', { name: 'Custom', exact: true }).click();
  const from = merchantDate(Date.now() - 59 * DAY, OFFSET);
  await main.getByLabel('From').fill(from);
  const to = await main.getByLabel('To').inputValue();
  const range = customTeamRange(from, to, OFFSET, Date.now());
  if (typeof range === 'string') throw new Error(`range ${from}..${to}: ${range}`);
  return range;
}

/** With SHOTS=1, the whole page and the first screen at the size the test runs at. */
async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await shot(page, `/tmp/agent-reports/${name}-${width}.png`, { fullPage: true });
  // The first screen as the agent sees it (the full page of a phone is too tall to read at once).
  await shot(page, `/tmp/agent-reports/${name}-${width}-first-screen.png`);
}

for (const [width, height] of [[390, 844], [1280, 800]] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('agent01 reads its team\'s betting, transactions and profit and loss from the seed', async ({ page }) => {
      test.setTimeout(180_000);
      await openSignedIn(page, 'bdwin', 'agent01', 'Agent@123');
      await expectLoggedIn(page, 'agent01');
      const main = page.getByRole('main');

      // Team betting: today's rounds, then 60 days.
      await page.goto(merchantUrl('bdwin', '/agentHome?page=teamBetting'));
      await expect(main.getByRole('heading', { name: 'Team betting', level: 2 })).toBeVisible();
      const betTotals = main.getByTestId('team-bet-totals');
      const betTable = main.getByRole('table', { name: 'Team betting' });
      const checkBets = async (range: TeamRangeQuery) => {
        const answer = await fromPlatform(page, '/wps/agent/team/bets', { ...range, category: 'all' });
        const sum = (key: string) => answer.rows.reduce((s, r) => s + (r[key] as number), 0);
        expect(answer.rows.length).toBe(answer.totals.count);
        expect(answer.rows.length).toBeGreaterThan(0);
        await expect.poll(() => figures(betTotals)).toEqual({
          Rounds: String(answer.rows.length), Bet: money(sum('betMinor')), 'Valid bet': money(sum('validBetMinor')),
          Win: money(sum('winMinor')), 'Profit or loss': signed(sum('profitMinor')),
        });
        await expect(betTable.getByRole('row')).toHaveCount(Math.min(20, answer.rows.length) + 1);
        await expect(betTable.getByRole('row').nth(1)).toContainText(String(answer.rows[0]!.username));
        return answer.rows.length;
      };
      const todayRounds = await checkBets({ period: 'today' });
      await shoot(page, 'team-betting-today');
      const sixtyRange = await customSixtyDays(main);
      const sixtyDayRounds = await checkBets(sixtyRange);
      expect(sixtyDayRounds).toBeGreaterThan(todayRounds);
      await shoot(page, 'team-betting-60-days');
      // Export CSV: every round of the range (more than the 20 on screen), one line each, amounts in major units.
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^team-betting-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await file.path()), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Member,Time,Game,Category,Bet,Valid bet,Win,Profit or loss,Status,Round');
      expect(lines).toHaveLength(sixtyDayRounds + 1);
      const sixty = await fromPlatform(page, '/wps/agent/team/bets', { ...sixtyRange, category: 'all' });
      const betColumn = lines.slice(1).reduce((s, l) => s + Math.round(Number(l.split(',')[4]) * 100), 0);
      expect(betColumn).toBe(sixty.totals.betMinor);

      // Team transactions: none today (the seed's deposits, withdrawals and transfers are days old), then 60 days.
      await main.getByRole('link', { name: 'Team transactions' }).click();
      await expect(main.getByRole('heading', { name: 'Team transactions', level: 2 })).toBeVisible();
      const today = await fromPlatform(page, '/wps/agent/team/transactions', { period: 'today' });
      await expect(main.getByTestId('team-money-totals').getByRole('definition').first()).toHaveText(String(today.rows.length));
      const moneyRange = await customSixtyDays(main);
      const moved = await fromPlatform(page, '/wps/agent/team/transactions', moneyRange);
      expect(moved.rows.length).toBeGreaterThan(today.rows.length);
      const sumKind = (pick: (kind: string) => boolean) => moved.rows.filter((r) => pick(String(r.kind))).reduce((s, r) => s + (r.amountMinor as number), 0);
      // The seed's three paid withdrawals: what left the members' wallets (their holds).
      const withdrawn = -sumKind((k) => ['hold', 'hold_release', 'hold_settle', 'withdrawal_refund'].includes(k));
      expect(withdrawn).toBeGreaterThan(0);
      await expect.poll(() => figures(main.getByTestId('team-money-totals'))).toEqual({
        Movements: String(moved.rows.length), Deposits: money(sumKind((k) => k === 'deposit')), Withdrawals: money(withdrawn),
        'Transfers in': money(moved.rows.filter((r) => String(r.kind).startsWith('transfer') && (r.amountMinor as number) > 0).reduce((s, r) => s + (r.amountMinor as number), 0)),
        'Transfers out': money(-moved.rows.filter((r) => String(r.kind).startsWith('transfer') && (r.amountMinor as number) < 0).reduce((s, r) => s + (r.amountMinor as number), 0)),
      });
      const moneyTable = main.getByRole('table', { name: 'Team transactions' });
      await expect(moneyTable.getByRole('row')).toHaveCount(Math.min(20, moved.rows.length) + 1);
      // The seed's team transfers: agent01 -> agent02 -> player21, each shown on its member's row.
      const transfers = moneyTable.getByRole('row').filter({ hasText: 'Team transfer' });
      await expect(transfers).toHaveCount(moved.rows.filter((r) => r.kind === 'transfer.downline').length);
      await expect(transfers.filter({ hasText: 'agent02' })).toHaveCount(2);
      await shoot(page, 'team-transactions-60-days');

      // Profit and loss: today's players, then 60 days (more members, other totals).
      await main.getByRole('link', { name: 'Profit and loss' }).click();
      await expect(main.getByRole('heading', { name: 'Profit and loss', level: 2 })).toBeVisible();
      const checkProfit = async (range: TeamRangeQuery) => {
        const answer = await fromPlatform(page, '/wps/agent/team/profit', range);
        const sum = (key: string) => answer.rows.reduce((s, r) => s + (r[key] as number), 0);
        const shown = await (async () => {
          await expect.poll(async () => (await figures(main.getByTestId('team-profit-totals')))['Profit or loss']).toBe(signed(sum('profitMinor')));
          return figures(main.getByTestId('team-profit-totals'));
        })();
        expect(shown).toMatchObject({ Deposits: money(sum('depositMinor')), Bets: money(sum('betMinor')), Wins: money(sum('winMinor')), Fees: money(sum('feeMinor')) });
        const table = main.getByRole('table', { name: 'By member' });
        await expect(table.getByRole('row')).toHaveCount(answer.rows.length + 1);
        // Found by the member's text (a phone's card adds each column's label to a row's accessible name).
        for (const row of answer.rows) await expect(table.getByRole('row').filter({ hasText: new RegExp(`\\b${String(row.username)}\\b`) })).toContainText(signed(row.profitMinor as number));
        return answer.rows.length;
      };
      const todayMembers = await checkProfit({ period: 'today' });
      await shoot(page, 'profit-loss-today');
      expect(await checkProfit(await customSixtyDays(main))).toBeGreaterThan(todayMembers);
      await shoot(page, 'profit-loss-60-days');
    });
  });
}
