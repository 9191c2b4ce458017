// A real-money bet round through the demo provider's API, counted in statements sent to the
// database: the ticket with its session and member in one read, then one transaction (BEGIN, the
// member's lock with their bet limits, one statement per ledger posting, the round's row and the
// house's share in one, COMMIT). Each statement is a round trip under load: this fails when one comes
// back. Each kind is played three times and its fewest counted: a statement of other work on the
// same database (CI once counted 10 in a lost round) may land inside one round, not inside all three.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/platform/db/database.ts';
import { startTestPlatform, type TestPlatform } from '../platform/helpers.ts';
import { TestDatabases } from '../platform/test-databases.ts';
import { logIn, round, ticketFor } from './launched-game.ts';

/** The statements `db` runs while `work` runs, those of its transactions included (with BEGIN and COMMIT). */
async function statementsDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const target = db as { query: Database['query']; transaction: Database['transaction'] };
  const query = target.query.bind(db);
  const transaction = target.transaction.bind(db);
  target.query = ((sql: string, params?: unknown[]) => (seen.push(sql), query(sql, params)));
  target.transaction = (async (fn: (tx: Queryable) => Promise<unknown>) => {
    seen.push('BEGIN');
    const result = await transaction((tx) => fn({ query: (sql, params) => (seen.push(sql), tx.query(sql, params)) }));
    seen.push('COMMIT');
    return result;
  }) as Database['transaction'];
  try {
    await work();
  } finally {
    target.query = query;
    target.transaction = transaction;
  }
  return seen;
}

const short = (sql: string) => sql.trim().replace(/\s+/g, ' ').slice(0, 90);

TestDatabases.describeEach('a bet round\'s statements', (database) => {
  let t: TestPlatform;
  beforeAll(async () => {
    // No jobs: every statement counted is the round's.
    t = await startTestPlatform({ games: true, postgres: database.postgres, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, referralJobMs: false, watchMerchants: false });
  });
  afterAll(async () => t?.close());

  it('a lost round is 6 statements and a won one 7, the house\'s share once', async () => {
    const token = await logIn(t, 'member01', 'Member@123');
    const ticket = await ticketFor(t, token);
    const counted = new Map<'lost' | 'won', string[][]>([['lost', []], ['won', []]]);
    const enough = () => [...counted.values()].every((rounds) => rounds.length >= 3);
    for (let i = 0; !enough() && i < 150; i += 1) {
      let answer: Awaited<ReturnType<typeof round>> | undefined;
      const statements = await statementsDuring(t.platform.db, async () => {
        answer = await round(t, { ticket, roundId: `counted-round-${i}`, bet: 100 });
      });
      const body = answer!.json<{ success: boolean; errorCode: string | null; value: { round: { bet: number; win: number } } }>();
      expect(body.errorCode, JSON.stringify(body)).toBeNull();
      // A win of exactly the bet leaves the house's share at nothing, so it writes no house row.
      if (body.value.round.win === body.value.round.bet) continue;
      counted.get(body.value.round.win > 0 ? 'won' : 'lost')!.push(statements);
    }
    const fewest = (rounds: string[][]) => rounds.reduce((a, b) => (b.length < a.length ? b : a));
    const lost = fewest(counted.get('lost')!);
    const won = fewest(counted.get('won')!);
    expect(lost.map(short), lost.map(short).join('\n')).toHaveLength(6);
    expect(won.map(short), won.map(short).join('\n')).toHaveLength(7);
    for (const statements of [lost, won]) {
      // One read for the ticket, its session and its member; the round's row written once.
      expect(statements.filter((sql) => sql.includes('game_launches'))).toEqual([expect.stringContaining('JOIN members')]);
      // The round's row and the house's share: one statement, the last before COMMIT.
      expect(statements.filter((sql) => sql.includes('game_rounds')).map(short)).toEqual([expect.stringMatching(/^WITH finished AS \(INSERT INTO game_rounds /)]);
      expect(statements.filter((sql) => sql.includes('ledger_balance_slots'))).toEqual([statements.at(-2)]);
      // The member's lock and their limits in one read; each posting one statement.
      expect(statements.filter((sql) => sql.includes('FROM members')).map((sql) => sql.replace(/\s+/g, ' ').trim())).toEqual([expect.stringMatching(/play_limits.*FOR UPDATE OF m$/)]);
      expect(statements.filter((sql) => sql.includes('ledger_transactions'))).toHaveLength(statements === lost ? 1 : 2);
    }
  });
});
