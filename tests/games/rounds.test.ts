// Rounds of the demo game provider against the real ledger: a retried round id moves money once,
// a reused id with another bet is refused, an empty wallet is refused without burning the id,
// a round moves its money in one transaction with its row, and demo (free-play/trial) rounds
// never touch the real account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createLedgerStore, type LedgerStore } from '../../src/platform/ledger/store.ts';
import { createSqlGameStore, type GameStore, type RoundRecord } from '../../src/platform/games/store.ts';
import { playRound, RoundError, type RoundDeps } from '../../src/platform/games/rounds.ts';
import { createLedgerWallet } from '../../src/platform/games/wallet.ts';

const DEMO_CREDIT = 200_000;

const backends: Array<[string, () => Promise<Database>]> = [['pglite', () => openDatabase({})]];
if (process.env.TEST_DATABASE_URL) {
  // One schema: a second open() is a second process's pool on the same database.
  const schema = `games_rounds_${process.pid}_${Date.now() % 100000}`;
  backends.push(['postgres', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema })]);
}

describe.each(backends)('rounds on %s', (_name, open) => {
  let db: Database;
  let ledger: LedgerStore;
  let store: GameStore;
  let deps: RoundDeps;
  let memberId: number;
  let t = Date.UTC(2026, 0, 1);

  const insertMember = async (username: string, type: number): Promise<number> => {
    const rows = await db.query<{ id: unknown }>(
      `INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, member_type, registered_at)
       VALUES ('bdwin', $1, $1, 'x', 0, $2, 0) RETURNING id`, [username, type]);
    return Number(rows[0]?.id);
  };
  const realBalance = async (id: number) => ledger.balance(await ledger.account('bdwin', 'member', id, 'BDT'));

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    ledger = createLedgerStore(db);
    store = createSqlGameStore(db);
    deps = { store, wallet: createLedgerWallet({ ledger, currency: () => 'BDT', now: () => t++ }), secret: 'test-secret', now: () => t++ };
    memberId = await insertMember('member01', 0);
    const house = await ledger.account('bdwin', 'house', null, 'BDT');
    const own = await ledger.account('bdwin', 'member', memberId, 'BDT');
    await ledger.post({ merchant: 'bdwin', idempotencyKey: 'fund', kind: 'deposit', at: t, entries: [{ accountId: house, amount: -10_000 }, { accountId: own, amount: 10_000 }] });
  });
  afterAll(async () => {
    await db.close();
  });

  it('moves a round\'s net exactly once however often it is retried', async () => {
    const before = await realBalance(memberId);
    const req = { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot' as const, roundId: 'round-0001', bet: 100 };
    const first = await playRound(deps, req);
    const retries = await Promise.all([playRound(deps, req), playRound(deps, req), playRound(deps, req)]);
    const after = await realBalance(memberId);
    expect(after - before).toBe(first.round.win - first.round.bet);
    expect(first.replayed).toBe(false);
    for (const r of retries) {
      expect(r.replayed).toBe(true);
      expect(r.round.win).toBe(first.round.win);
      expect(r.round.outcome).toEqual(first.round.outcome);
    }
    expect(first.round.balanceAfter).toBe(after);
  });

  it('pays once when the same new round arrives several times at once', async () => {
    const before = await realBalance(memberId);
    const req = { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot' as const, roundId: 'round-concurrent', bet: 500 };
    const results = await Promise.all([playRound(deps, req), playRound(deps, req), playRound(deps, req)]);
    const round = results[0]?.round;
    expect(await realBalance(memberId)).toBe(before + (round?.win ?? 0) - 500);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it.skipIf(_name !== 'postgres')('pays once when two processes get the same new round at once', async () => {
    // The other process: its own connections, account cache and prepared statements.
    const other = await open();
    try {
      const otherDeps: RoundDeps = { ...deps, store: createSqlGameStore(other), wallet: createLedgerWallet({ ledger: createLedgerStore(other), currency: () => 'BDT', now: () => t++ }) };
      const house = await ledger.account('bdwin', 'house', null, 'BDT');
      const before = await realBalance(memberId);
      const houseBefore = await ledger.balance(house);
      let net = 0;
      for (let i = 0; i < 6; i++) {
        const req = { merchant: 'bdwin', memberId, demo: false, gameId: 2, kind: 'lottery' as const, roundId: `two-processes-${i}`, bet: 100, pick: i % 10 };
        const results = await Promise.all([playRound(deps, req), playRound(otherDeps, req), playRound(otherDeps, req), playRound(deps, req)]);
        expect(results.filter((r) => !r.replayed)).toHaveLength(1);
        expect(new Set(results.map((r) => r.round.balanceAfter)).size).toBe(1);
        net += results[0].round.win - 100;
      }
      expect(await realBalance(memberId)).toBe(before + net);
      expect(await ledger.balance(house)).toBe(houseBefore - net);
    } finally {
      await other.close();
    }
  });

  it('pays wins: over many rounds the balance equals the sum of the nets', async () => {
    const before = await realBalance(memberId);
    let net = 0;
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      const { round } = await playRound(deps, { merchant: 'bdwin', memberId, demo: false, gameId: 2, kind: 'lottery', roundId: `lot-round-${i}`, bet: 100, pick: i % 10 });
      net += round.win - round.bet;
      if (round.win > 0) wins++;
    }
    expect(wins).toBeGreaterThan(0);
    expect(await realBalance(memberId)).toBe(before + net);
  });

  it('refuses a reused round id with another bet', async () => {
    await playRound(deps, { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot', roundId: 'round-reuse', bet: 100 });
    await expect(playRound(deps, { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot', roundId: 'round-reuse', bet: 500 }))
      .rejects.toMatchObject({ errorCode: 'game_round_conflict' });
  });

  it('rejects bad input', async () => {
    const base = { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot' as const, roundId: 'round-bad-1', bet: 100 };
    await expect(playRound(deps, { ...base, roundId: 'x' })).rejects.toBeInstanceOf(RoundError);
    await expect(playRound(deps, { ...base, bet: 123 })).rejects.toMatchObject({ errorCode: 'game_bet_invalid' });
    await expect(playRound(deps, { ...base, kind: 'lottery', pick: 10 })).rejects.toMatchObject({ errorCode: 'game_pick_invalid' });
  });

  it('refuses a bet an empty wallet cannot cover, without burning the round id', async () => {
    const poor = await insertMember('poor01', 0);
    const req = { merchant: 'bdwin', memberId: poor, demo: false, gameId: 1, kind: 'slot' as const, roundId: 'poor-round-1', bet: 100 };
    await expect(playRound(deps, req)).rejects.toMatchObject({ errorCode: 'launch_game_balance_not_enough' });
    expect(await store.findRound('bdwin', poor, 'poor-round-1')).toBeNull();
    expect(await realBalance(poor)).toBe(0);
  });

  it('is one transaction: a round whose row cannot be written moves no money and leaves no round', async () => {
    const house = await ledger.account('bdwin', 'house', null, 'BDT');
    const before = await realBalance(memberId);
    const houseBefore = await ledger.balance(house);
    const req = { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot' as const, roundId: 'round-torn-1', bet: 500 };
    // The database refuses the round's row (a table that is not there), in the statement that also writes the house's share.
    const broken: RoundDeps = { ...deps, store: { ...store, roundWrite: (...args) => {
      const write = store.roundWrite(...args);
      return { ...write, sql: write.sql.replace('game_rounds', 'game_rounds_gone') };
    } } };
    await expect(playRound(broken, req)).rejects.toThrow(/game_rounds_gone/);
    expect(await realBalance(memberId)).toBe(before);
    expect(await ledger.balance(house)).toBe(houseBefore);
    expect(await store.findRound('bdwin', memberId, 'round-torn-1')).toBeNull();
    // The retry plays it whole, once.
    const { round, replayed } = await playRound(deps, req);
    expect(replayed).toBe(false);
    expect(await realBalance(memberId)).toBe(before - 500 + round.win);
    expect(round.balanceAfter).toBe(before - 500 + round.win);
  });

  it('finishes a round left unsettled with part of its money moved, moving nothing twice', async () => {
    const own = await ledger.account('bdwin', 'member', memberId, 'BDT');
    const house = await ledger.account('bdwin', 'house', null, 'BDT');
    const leave = async (roundId: string, winPosted: boolean) => {
      const draft = { roundId, memberId, gameId: 1, demo: false, bet: 100, win: 300, outcome: { multiplier: 3 } as unknown as RoundRecord['outcome'], balanceAfter: null, createdAt: t };
      expect(await store.insertRound('bdwin', draft)).toBeNull();
      const key = `game:${memberId}:${roundId}`;
      await ledger.post({ merchant: 'bdwin', idempotencyKey: `${key}:bet`, kind: 'game_bet', at: t, entries: [{ accountId: own, amount: -100 }, { accountId: house, amount: 100 }] });
      if (winPosted) await ledger.post({ merchant: 'bdwin', idempotencyKey: `${key}:win`, kind: 'game_win', at: t, entries: [{ accountId: house, amount: -300 }, { accountId: own, amount: 300 }] });
    };
    await leave('left-after-bet', false);
    await leave('left-after-win', true);
    const before = await realBalance(memberId);
    const afterBet = await playRound(deps, { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot', roundId: 'left-after-bet', bet: 100 });
    expect(await realBalance(memberId)).toBe(before + 300);
    expect(afterBet.round.balanceAfter).toBe(before + 300);
    const afterWin = await playRound(deps, { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot', roundId: 'left-after-win', bet: 100 });
    expect(await realBalance(memberId)).toBe(before + 300);
    expect(afterWin.round.balanceAfter).toBe(before + 300);
    expect((await store.findRound('bdwin', memberId, 'left-after-win'))?.balanceAfter).toBe(before + 300);
  });

  it('many members play at once against the house: every round settles and the house balance adds up', async () => {
    const house = await ledger.account('bdwin', 'house', null, 'BDT');
    const players = await Promise.all(Array.from({ length: 24 }, (_, i) => insertMember(`crowd${i}`, 0)));
    for (const id of players) {
      await ledger.post({ merchant: 'bdwin', idempotencyKey: `crowd-fund:${id}`, kind: 'deposit', at: t,
        entries: [{ accountId: house, amount: -100_000 }, { accountId: await ledger.account('bdwin', 'member', id, 'BDT'), amount: 100_000 }] });
    }
    const houseBefore = await ledger.balance(house);
    const nets = await Promise.all(players.map(async (id) => {
      let net = 0;
      for (let i = 0; i < 8; i++) {
        const { round } = await playRound(deps, { merchant: 'bdwin', memberId: id, demo: false, gameId: 2, kind: 'lottery', roundId: `crowd-${id}-${i}`, bet: 100, pick: i % 10 });
        net += round.win - round.bet;
      }
      expect(await realBalance(id)).toBe(100_000 + net);
      return net;
    }));
    expect(await ledger.balance(house)).toBe(houseBefore - nets.reduce((a, b) => a + b, 0));
  });

  it('moves a winning round\'s bet and win through one house slot row (two rounds cannot each hold the row the other waits for)', async () => {
    const house = await ledger.account('bdwin', 'house', null, 'BDT');
    const slots = async () => new Map((await db.query<{ slot: unknown; balance: unknown }>('SELECT slot, balance FROM ledger_balance_slots WHERE account_id = $1', [house]))
      .map((r) => [Number(r.slot), Number(r.balance)]));
    for (let i = 0; ; i++) {
      const before = await slots();
      const { round } = await playRound(deps, { merchant: 'bdwin', memberId, demo: false, gameId: 2, kind: 'lottery', roundId: `one-slot-${i}`, bet: 100, pick: i % 10 });
      if (round.win === 0 || round.win === round.bet) continue;
      const after = await slots();
      const changed = [...after].filter(([slot, balance]) => (before.get(slot) ?? 0) !== balance);
      expect(changed).toEqual([[changed[0]![0], (before.get(changed[0]![0]) ?? 0) + round.bet - round.win]]);
      break;
    }
  });

  /** `deps` whose round statements (in a transaction or on their own) are pushed to `statements`. */
  const recordingDeps = (statements: string[]): RoundDeps => ({
    ...deps,
    store: {
      ...store,
      transaction: (fn) => store.transaction((tx) => fn({ query: (sql, params) => (statements.push(sql), tx.query(sql, params)) })),
      autocommit: { query: (sql, params) => (statements.push(sql), store.autocommit.query(sql, params)) },
    },
  });

  it('writes the house\'s share as the round\'s last statement, once (its slot row is locked only until the commit right after)', async () => {
    const statements: string[] = [];
    const recording = recordingDeps(statements);
    const seen = new Set<string>();
    for (let i = 0; seen.size < 2; i++) {
      statements.length = 0;
      const { round } = await playRound(recording, { merchant: 'bdwin', memberId, demo: false, gameId: 2, kind: 'lottery', roundId: `house-last-${i}`, bet: 100, pick: i % 10 });
      const outcome = round.win > 0 ? 'won' : 'lost';
      if (seen.has(outcome)) continue;
      seen.add(outcome);
      const slotWrites = statements.flatMap((sql, n) => (sql.includes('ledger_balance_slots') ? [n] : []));
      expect(slotWrites, outcome).toEqual([statements.length - 1]);
      // The round's row is written once, with its balance after, behind the money: in that same last statement.
      expect(statements.flatMap((sql, n) => (sql.includes('INSERT INTO game_rounds') ? [n] : [])), outcome).toEqual([statements.length - 1]);
      expect(statements.filter((sql) => sql.includes('game_rounds')), outcome).toHaveLength(1);
    }
  });

  it('a round that must be admitted is one statement when its gate passes, else a transaction that runs `admit` first', async () => {
    const statements: string[] = [];
    const recording = recordingDeps(statements);
    const admitted: number[] = [];
    const admit = async (tx: Queryable) => {
      admitted.push(memberId);
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    };
    const base = { merchant: 'bdwin', memberId, demo: false, gameId: 1, kind: 'slot' as const, bet: 100, admit };
    const before = await realBalance(memberId);
    const passed = await playRound(recording, { ...base, roundId: 'gate-passes', admitAlone: (bind) => `SELECT id FROM members WHERE id = ${bind(memberId)} FOR UPDATE` });
    expect(admitted).toEqual([]);
    expect(statements).toHaveLength(1);
    statements.length = 0;
    const refused = await playRound(recording, { ...base, roundId: 'gate-refuses', admitAlone: () => 'SELECT 1 WHERE false' });
    expect(admitted).toEqual([memberId]);
    // The statement alone (refused, nothing written), then in the transaction `admit`'s lock and the same statement.
    expect(statements).toHaveLength(3);
    expect([statements[0], statements[2]].map((sql) => sql?.includes('INSERT INTO game_rounds'))).toEqual([true, true]);
    expect([statements[0], statements[2]].map((sql) => sql?.includes('SELECT 1 WHERE false'))).toEqual([true, false]);
    expect(statements[1]).toContain('FOR UPDATE');
    expect(await realBalance(memberId)).toBe(before + passed.round.win - 100 + refused.round.win - 100);
    expect([passed.replayed, refused.replayed]).toEqual([false, false]);
  });

  it('plays trial accounts on demo credit: the demo pool, never the house, pays and takes', async () => {
    const trial = await insertMember('trial01', 4);
    const pool = await ledger.account('bdwin', 'demo', null, 'BDT');
    const house = await ledger.account('bdwin', 'house', null, 'BDT');
    await ledger.post({ merchant: 'bdwin', idempotencyKey: `freeplay-credit:${trial}`, kind: 'demo_credit', at: t,
      entries: [{ accountId: pool, amount: -DEMO_CREDIT }, { accountId: await ledger.account('bdwin', 'member', trial, 'BDT'), amount: DEMO_CREDIT }] });
    const houseBefore = await ledger.balance(house);
    const poolBefore = await ledger.balance(pool);
    const { round } = await playRound(deps, { merchant: 'bdwin', memberId: trial, demo: true, gameId: 1, kind: 'slot', roundId: 'demo-round-1', bet: 1000 });
    expect(round.balanceAfter).toBe(DEMO_CREDIT - round.bet + round.win);
    expect(await realBalance(trial)).toBe(DEMO_CREDIT - round.bet + round.win);
    expect(await ledger.balance(house)).toBe(houseBefore);
    expect(await ledger.balance(pool)).toBe(poolBefore + round.bet - round.win);
  });
});
