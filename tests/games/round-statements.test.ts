// A real-money bet round through the demo provider's API, counted in statements sent to the
// database. A member with no play limit (and a merchant with none): the ticket with its session and
// member in one read, then one statement that locks the member, moves the bet and the win, writes
// the house's share and the round's row (no BEGIN or COMMIT). A member with a limit: that
// statement finds the limit and writes nothing, then one transaction (BEGIN, the member's lock
// with the limits, the window's play, the same statement, COMMIT). Each statement is a round trip
// under load: this fails when one comes back. Each kind is played three times and its fewest
// counted: a statement of other work on the same database (CI once counted 10 in a lost round) may
// land inside one round, not inside all three.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/platform/db/database.ts';
import { startTestPlatform, type TestPlatform } from '../platform/helpers.ts';
import { TestDatabases } from '../platform/test-databases.ts';
import { LOCAL, logIn, round, ticketFor } from './launched-game.ts';

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

  /** The fewest statements of three lost and three won rounds (a win of exactly the bet counts as neither). */
  const countRounds = async (ticket: string, prefix: string) => {
    const counted = new Map<'lost' | 'won', string[][]>([['lost', []], ['won', []]]);
    const enough = () => [...counted.values()].every((rounds) => rounds.length >= 3);
    for (let i = 0; !enough() && i < 150; i += 1) {
      let answer: Awaited<ReturnType<typeof round>> | undefined;
      const statements = await statementsDuring(t.platform.db, async () => {
        answer = await round(t, { ticket, roundId: `${prefix}-${i}`, bet: 100 });
      });
      const body = answer!.json<{ success: boolean; errorCode: string | null; value: { round: { bet: number; win: number } } }>();
      expect(body.errorCode, JSON.stringify(body)).toBeNull();
      // A win of exactly the bet leaves the house's share at nothing, so it writes no house row.
      if (body.value.round.win === body.value.round.bet) continue;
      counted.get(body.value.round.win > 0 ? 'won' : 'lost')!.push(statements);
    }
    const fewest = (rounds: string[][]) => rounds.reduce((a, b) => (b.length < a.length ? b : a));
    return { lost: fewest(counted.get('lost')!), won: fewest(counted.get('won')!) };
  };
  const moneyStatement = (sql: string) => ['INSERT INTO ledger_transactions', 'INSERT INTO ledger_entries', 'INSERT INTO ledger_balance_slots', 'INSERT INTO game_rounds', 'FOR UPDATE OF m']
    .every((part) => sql.includes(part));

  it('a round of a member without limits is 2 statements, lost or won: the ticket, then the money and the row in one', async () => {
    const token = await logIn(t, 'member01', 'Member@123');
    const { lost, won } = await countRounds(await ticketFor(t, token), 'counted-round');
    for (const statements of [lost, won]) {
      expect(statements.map(short), statements.map(short).join('\n')).toHaveLength(2);
      // One read for the ticket, its session and its member.
      expect(statements[0]).toContain('game_launches');
      expect(statements[0]).toContain('JOIN members');
      // The member's lock, the bet, the win, the house's share and the round's row: one statement, no transaction.
      expect(moneyStatement(statements[1]!)).toBe(true);
    }
  });

  it('a member with a limit: the round is checked in a transaction, and a bet over the limit is refused', async () => {
    const token = await logIn(t, 'player21', 'Member@123');
    const set = await t.raw('POST', '/wps/member/play/limits', { ip: LOCAL, merchant: 'alpha', token, body: { kind: 'wager', period: 'day', amount: '1000' } });
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    const ticket = await ticketFor(t, token);
    const { lost, won } = await countRounds(ticket, 'limited-round');
    for (const statements of [lost, won]) {
      const text = statements.map(short).join('\n');
      // The ticket; the statement alone, refused by the limit; BEGIN, the lock with the limits, the day's play, the money and the row, COMMIT.
      expect(statements, text).toHaveLength(7);
      expect(moneyStatement(statements[1]!), text).toBe(true);
      expect(statements[2], text).toBe('BEGIN');
      expect(statements[3]!.replace(/\s+/g, ' ').trim(), text).toMatch(/play_limits.*FOR UPDATE OF m$/);
      expect(statements[5]!, text).toContain('INSERT INTO game_rounds');
      expect(statements[6], text).toBe('COMMIT');
    }
    const lower = await t.raw('POST', '/wps/member/play/limits', { ip: LOCAL, merchant: 'alpha', token, body: { kind: 'wager', period: 'day', amount: '1' } });
    expect(lower.body.success, JSON.stringify(lower.body)).toBe(true);
    const refused = (await round(t, { ticket, roundId: 'limited-over', bet: 100 })).json<{ errorCode: string | null }>();
    expect(refused.errorCode).toBe('limit.wager.day');
  });
});
