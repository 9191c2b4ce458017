// agent01's seeded team at play (src/platform/seed-team.ts): on a fresh platform with the games
// area, every report of the agent centre has content. Checked through agent01's own report calls
// against the rounds, deposits, withdrawals and transfers the seed wrote (read here from the tables): rounds on
// days spread over the last 60 days, of several categories, settled through the ledger (balances
// are the sums of their entries, each merchant's ledger sums to zero); seeding again moves nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import { seedMerchant } from '../../src/platform/seed.ts';
import { SEED_TEAM_DAYS, SEED_TEAM_PLAYERS } from '../../src/platform/seed-team.ts';
import { SEED_WINS } from '../../src/platform/games/seed-wins.ts';

const DAY = 86_400_000;
let h: GamesHarness;

interface Round { username: string; bet: number; win: number; created_at: number; game_type: string }

async function call(merchant: string, token: string, path: string) {
  const res = await fetch(`${h.url}${path}`, { headers: { Merchant: merchant, Device: 'web', Authorization: token, 'X-Forwarded-For': '127.0.0.1' } });
  const body = (await res.json()) as { success: boolean; value: any; errorCode?: string };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** agent01's whole seeded downline: the team players and the members of the winner board's seed. */
const DOWNLINE = [...new Set([...SEED_TEAM_PLAYERS, ...SEED_WINS.map((w) => w.username)])];

/** The seeded rounds of agent01's downline (`team`: only those of seed-team.ts). */
async function teamRounds(merchant: string, only: 'team' | 'downline' = 'team'): Promise<Round[]> {
  const rows = await h.db.query<Record<string, unknown>>(
    `SELECT m.username, r.bet, r.win, r.created_at, r.game_type FROM game_rounds r JOIN members m ON m.id = r.member_id
     WHERE r.merchant = $1 AND (r.round_id LIKE 'seed-team-%' OR ($2 AND r.round_id LIKE 'seed-win-%')) AND r.balance_after IS NOT NULL AND NOT r.demo`,
    [merchant, only === 'downline']);
  return rows.map((r) => ({ username: String(r.username), bet: Number(r.bet), win: Number(r.win), created_at: Number(r.created_at), game_type: String(r.game_type) }));
}

let seededMs = 0;
beforeAll(async () => {
  const started = Date.now();
  h = await startGamesHarness();
  seededMs = Date.now() - started;
});
afterAll(async () => h?.close());

describe('agent01\'s seeded team', () => {
  for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
    it(`${code}: team betting, transactions and profit and loss show the seeded play`, async () => {
      const agent = (await h.stores.members.findByUsername(code, 'agent01'))!;
      const token = await h.session(agent.id, code);
      const rounds = await teamRounds(code);
      expect(rounds).toHaveLength(SEED_TEAM_PLAYERS.length * SEED_TEAM_DAYS.length * 2);
      const now = h.clock.now();
      expect(Math.min(...rounds.map((r) => r.created_at))).toBeGreaterThan(now - 60 * DAY);
      expect(new Set(rounds.map((r) => Math.floor((now - r.created_at) / DAY))).size).toBe(SEED_TEAM_DAYS.length);
      expect(new Set(rounds.map((r) => r.game_type)).size).toBeGreaterThanOrEqual(3);
      expect(rounds.some((r) => r.win > 0) && rounds.some((r) => r.win === 0)).toBe(true);

      // The whole downline's rounds: the team's and the winner board's seeded wins (newbie01, secure01, expired01).
      const downline = await teamRounds(code, 'downline');
      expect(downline.length).toBe(rounds.length + SEED_WINS.length);
      const range = `period=custom&from=${now - 61 * DAY}&to=${now + 1}`;
      const bets = await call(code, token, `/wps/agent/team/bets?${range}&pageSize=500`);
      expect(bets.totals).toEqual({
        count: downline.length,
        betMinor: downline.reduce((s, r) => s + r.bet, 0),
        validBetMinor: downline.reduce((s, r) => s + r.bet, 0),
        winMinor: downline.reduce((s, r) => s + r.win, 0),
        profitMinor: downline.reduce((s, r) => s + r.win - r.bet, 0),
      });
      expect(new Set(bets.items.map((i: { username: string }) => i.username))).toEqual(new Set(DOWNLINE));
      const today = await call(code, token, '/wps/agent/team/bets?period=today');
      expect(today.totals.count).toBeGreaterThan(0);

      const money = await call(code, token, `/wps/agent/team/transactions?${range}&pageSize=500`);
      const deposits = (await h.db.query<{ member: unknown; amount: unknown }>(
        `SELECT m.username AS member, d.amount_minor AS amount FROM deposits d JOIN members m ON m.id = d.member_id
         WHERE d.merchant = $1 AND d.reference LIKE 'seed-team-deposit-%' AND d.status = 'approved'`, [code]));
      expect(deposits).toHaveLength(SEED_TEAM_PLAYERS.length * 3);
      expect(money.totals.depositMinor).toBe(deposits.reduce((s, d) => s + Number(d.amount), 0));
      // Three paid withdrawals (seed-team-withdrawals.ts): the report's total is what left the wallets.
      const withdrawals = (await h.db.query<{ member: unknown; amount: unknown; status: unknown }>(
        `SELECT m.username AS member, w.amount, w.status FROM withdrawals w JOIN members m ON m.id = w.member_id
         WHERE w.merchant = $1 AND w.request_key LIKE 'seed-team-withdrawal-%'`, [code]));
      expect(withdrawals.map((w) => [w.member, w.status]).sort()).toEqual([['member01', 'success'], ['player21', 'success'], ['player22', 'success']]);
      expect(money.totals.withdrawalMinor).toBe(withdrawals.reduce((s, w) => s + Number(w.amount), 0));
      expect(money.totals.withdrawalMinor).toBeGreaterThan(0);
      const transfers = money.items.filter((i: { kind: string }) => i.kind === 'transfer.downline');
      expect(transfers.map((i: { username: string; amountMinor: number }) => [i.username, Math.sign(i.amountMinor)]).sort()).toEqual([['agent02', -1], ['agent02', 1], ['player21', 1]]);

      const profit = await call(code, token, `/wps/agent/team/profit?${range}`);
      expect(profit.members.map((m: { username: string }) => m.username).sort()).toEqual([...DOWNLINE].sort());
      expect(profit.totals).toMatchObject({ betMinor: bets.totals.betMinor, winMinor: bets.totals.winMinor, depositMinor: money.totals.depositMinor, withdrawalMinor: money.totals.withdrawalMinor });
      // The games' profit plus what the team earned besides: agent02's seeded contracts may pay it a
      // salary on these rounds as the platform starts (settlement), depending on the hour.
      const { rebateMinor, salaryMinor, promotionMinor, feeMinor } = profit.totals;
      expect(profit.totals.profitMinor).toBe(bets.totals.profitMinor + rebateMinor + salaryMinor + promotionMinor - feeMinor);
    });
  }

  it('settles through the ledger: each balance is its entries\' sum, each merchant sums to zero; seeding again moves nothing', async () => {
    const ledger = async (merchant: string) => (await h.db.query<{ n: unknown; total: unknown }>(
      `SELECT COUNT(*) AS n, COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.merchant = $1`, [merchant]))[0]!;
    for (const merchant of h.merchants.all) {
      expect(Number((await ledger(merchant.code)).total)).toBe(0);
      for (const username of SEED_TEAM_PLAYERS) {
        const member = (await h.stores.members.findByUsername(merchant.code, username))!;
        const account = await h.stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
        const entries = await h.stores.ledger.entries(account);
        expect(await h.stores.ledger.balance(account)).toBe(entries.reduce((s, e) => s + e.amount, 0));
      }
    }
    const merchant = h.merchants.byCode('bdwin')!;
    const before = await ledger('bdwin');
    const rounds = (await teamRounds('bdwin')).length;
    await seedMerchant(h.stores, merchant, h.clock.now(), { db: h.db });
    expect(await ledger('bdwin')).toEqual(before);
    expect((await teamRounds('bdwin')).length).toBe(rounds);
    console.log(`platform start with the seed of three merchants: ${seededMs} ms`);
  });

  it('the README says which balance member01 shows after the seed', async () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    // agent01's balance moves with the hour (contract settlements), so the README gives only member01's.
    const shown = { member01: { bdwin: '৳3,899.00', cnstar: '¥3,896.00', vnlotto: '289,000 ₫' } };
    for (const [username, byMerchant] of Object.entries(shown)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${username}\``)) ?? '';
      for (const [code, text] of Object.entries(byMerchant)) {
        const merchant = h.merchants.byCode(code)!;
        const member = (await h.stores.members.findByUsername(code, username))!;
        const balance = await h.stores.ledger.balance(await h.stores.ledger.account(code, 'member', member.id, merchant.currency.code));
        const major = balance / 10 ** merchant.currency.decimals;
        expect(text, `${username} on ${code}`).toContain(major.toLocaleString('en-US', { minimumFractionDigits: merchant.currency.decimals }));
        expect(row, `README row of ${username}`).toContain(text);
      }
    }
  });
});
