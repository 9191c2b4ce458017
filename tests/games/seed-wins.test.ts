// The seeded winning rounds: on a fresh platform the winner board lists them (masked accounts,
// catalogue game names, biggest win first) at its top, above the small slot wins of agent01's
// seeded team (seed-team.ts), they were settled through the ledger (every member's balance is its
// seed credit plus its rounds' nets, each merchant's ledger sums to zero), and seeding again moves
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import { SEED_ACCOUNTS, seedMerchant } from '../../src/platform/seed.ts';
import { SEED_WINS, seedWinRoundId } from '../../src/platform/games/seed-wins.ts';
import { SEED_TEAM_PLAYERS } from '../../src/platform/seed-team.ts';
import { createSqlGameStore } from '../../src/platform/games/store.ts';
import { maskAccount, WINNER_BOARD_SIZE } from '../../src/platform/games/catalogue-routes.ts';
import { createCatalogues } from '../../src/platform/games/context.ts';
import { DEFAULT_CATALOGUE_SEED } from '../../src/platform/games/routes.ts';

let h: GamesHarness;

interface Entry { vo: { account: string; gameName: string; gameId: number; winAmount: number; winTime: number } }

async function rankList(merchant: string): Promise<Entry[]> {
  const res = await fetch(`${h.url}/wps/relay/GCSGAME_getRankList`, { headers: { Merchant: merchant, Device: 'web' } });
  const body = (await res.json()) as { success: boolean; value: Entry[] };
  expect(body.success).toBe(true);
  return body.value;
}

async function ledgerState(merchant: string) {
  const rows = await h.db.query<{ n: unknown; total: unknown }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.merchant = $1`, [merchant]);
  return { entries: Number(rows[0]?.n), total: Number(rows[0]?.total) };
}

beforeAll(async () => {
  h = await startGamesHarness();
});
afterAll(async () => {
  await h.close();
});

describe('seeded winning rounds', () => {
  for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
    it(`${code}: the rank list shows every seeded win, sorted, masked, with the catalogue's game names`, async () => {
      const merchant = h.merchants.byCode(code)!;
      const scale = 10 ** merchant.currency.decimals;
      const board = await rankList(code);
      // The team's seeded wins fill the board below SEED_WINS (each smaller than the smallest of those).
      const teamWins = (await h.db.query<{ win: unknown }>("SELECT win FROM game_rounds WHERE merchant = $1 AND round_id LIKE 'seed-team-%' AND win > 0", [code])).map((r) => Number(r.win));
      expect(teamWins.length).toBeGreaterThan(0);
      expect(Math.max(...teamWins)).toBeLessThan(Math.min(...SEED_WINS.map((w) => w.bet * 9)));
      expect(board).toHaveLength(Math.min(WINNER_BOARD_SIZE, SEED_WINS.length + teamWins.length));
      const amounts = board.map((e) => e.vo.winAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      expect(amounts[0]).toBe((Math.max(...SEED_WINS.map((w) => w.bet)) * 9) / scale);
      // Equal wins: the most recent first.
      const expected = [...SEED_WINS].sort((a, b) => b.bet - a.bet || a.hoursAgo - b.hoursAgo)
        .map((w) => ({ account: maskAccount(w.username), winAmount: (w.bet * 9) / scale }));
      expect(board.slice(0, SEED_WINS.length).map((e) => ({ account: e.vo.account, winAmount: e.vo.winAmount }))).toEqual(expected);
      const team = new Set(SEED_TEAM_PLAYERS.map(maskAccount));
      for (const e of board.slice(SEED_WINS.length)) expect(team.has(e.vo.account), e.vo.account).toBe(true);
      expect(board.slice(SEED_WINS.length).map((e) => e.vo.winAmount)).toEqual(teamWins.sort((a, b) => b - a).slice(0, WINNER_BOARD_SIZE - SEED_WINS.length).map((w) => w / scale));
      const { index } = createCatalogues(h.clock, DEFAULT_CATALOGUE_SEED)(merchant);
      for (const e of board) {
        expect(e.vo.account).toMatch(/^[a-z]{2}\*\*\*\d$/);
        if (!team.has(e.vo.account)) expect(index.byId.get(e.vo.gameId)?.demoKind).toBe('lottery');
        expect(e.vo.gameName).toBe(index.byId.get(e.vo.gameId)?.gameName);
        expect(e.vo.gameName).not.toBe('');
        expect(e.vo.winTime).toBeLessThan(h.clock.now());
      }
    });
  }

  it('settled through the ledger: balances are seed credit plus the rounds, each merchant sums to zero', async () => {
    const store = createSqlGameStore(h.db);
    for (const merchant of h.merchants.all) {
      const scale = 10 ** merchant.currency.decimals;
      expect((await ledgerState(merchant.code)).total).toBe(0);
      for (const username of new Set(SEED_WINS.map((w) => w.username))) {
        const member = (await h.stores.members.findByUsername(merchant.code, username))!;
        const account = await h.stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
        const entries = await h.stores.ledger.entries(account);
        const credit = SEED_ACCOUNTS.find((a) => a.username === username)!.credit * scale;
        let expected = credit;
        for (const [i, win] of SEED_WINS.entries()) {
          if (win.username !== username) continue;
          const round = (await store.findRound(merchant.code, member.id, seedWinRoundId(win, i)))!;
          expect(round).toMatchObject({ bet: win.bet, win: win.bet * 9, demo: false });
          expected += round.win - round.bet;
          expect(round.balanceAfter).toBe(expected);
        }
        expect(entries.map((e) => e.kind).sort()).toEqual(
          ['seed_credit', ...SEED_WINS.filter((w) => w.username === username).flatMap(() => ['game_bet', 'game_win'])].sort());
        expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(expected);
        expect(await h.stores.ledger.balance(account)).toBe(expected);
      }
    }
  });

  it('seeding again plays nothing and moves no money', async () => {
    const merchant = h.merchants.byCode('bdwin')!;
    const before = await ledgerState('bdwin');
    const boardBefore = await rankList('bdwin');
    await seedMerchant(h.stores, merchant, h.clock.now(), { db: h.db });
    expect(await ledgerState('bdwin')).toEqual(before);
    expect(await rankList('bdwin')).toEqual(boardBefore);
  });
});
