/**
 * Team reports on PostgreSQL at size (prints figures, asserts nothing): an agent with a
 * two-level team of 1,000 members (50 downline agents of 19 players each) and 200,000 real-money
 * rounds of that team over 90 days, next to 200,000 rounds of another team, in a throwaway schema.
 * Times the store calls the three reports make (first page, a page 5,000 rounds deep, the range's
 * totals, profit per member) one at a time, p50 and p95 of 20 runs each, and prints whether the
 * bets page walks migration 510's index. Usage: DATABASE_URL=postgres://... npx tsx scripts/bench-team-reports.ts
 */
import { openPg } from '../src/platform/db/pg.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createTeamReportsStore, type RoundKey } from '../src/platform/features/team/reports-store.ts';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
const schema = `bench_team_${process.pid}`;
const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 26, 12);
const db = await openPg(url, schema);
try {
  await migrate(db);
  const member = async (username: string, type: number, upline: number | null) => Number((await db.query<{ id: unknown }>(
    `INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, member_type, upline_id, registered_at)
     VALUES ('bench', $1, $1, 'x', 0, $2, $3, 0) RETURNING id`, [username, type, upline]))[0]!.id);
  const boss = await member('boss', 1, null);
  const other = await member('other', 1, null);
  await db.query(`INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, member_type, upline_id, registered_at)
    SELECT 'bench', 'a' || g, 'a' || g, 'x', 0, 2, $1, 0 FROM generate_series(1, 50) g`, [boss]);
  await db.query(`INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, member_type, upline_id, registered_at)
    SELECT 'bench', 'p' || a.id || '_' || g, 'p' || a.id || '_' || g, 'x', 0, 0, a.id, 0 FROM members a, generate_series(1, 19) g WHERE a.upline_id = $1`, [boss]);
  await db.query(`INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, member_type, upline_id, registered_at)
    SELECT 'bench', 'o' || g, 'o' || g, 'x', 0, 0, $1, 0 FROM generate_series(1, 1000) g`, [other]);
  // 200,000 rounds per team, spread over 90 days; every member plays.
  for (const [root, levels] of [[boss, 2], [other, 1]] as const) {
    await db.query(
      `WITH team AS (SELECT id FROM members WHERE upline_id = $1 ${levels === 2 ? 'UNION ALL SELECT m.id FROM members m JOIN members a ON m.upline_id = a.id WHERE a.upline_id = $1' : ''}),
       numbered AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, COUNT(*) OVER () AS n FROM team)
       INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       SELECT 'bench', t.id, 'r' || g, 1, false, 100 + (g % 5) * 100, CASE WHEN g % 3 = 0 THEN 300 ELSE 0 END, '{}', 1, $2 - (g::bigint * 38880), 'RNG'
       FROM generate_series(1, 200000) g JOIN numbered t ON t.i = g % t.n`, [root, now]);
  }
  await db.query('ANALYZE');
  const store = createTeamReportsStore(db);
  const range = { from: now - 90 * DAY, to: now };
  const all = { memberId: null, category: null };
  // The cursor of a page 5,000 rounds deep.
  const deepRows = await store.rounds('bench', boss, range, all, { limit: 5_000, after: null });
  const last = deepRows[deepRows.length - 1]!;
  const deep: RoundKey = { at: last.createdAt, memberId: last.memberId, roundId: last.roundId };
  const time = async (name: string, fn: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      await fn();
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    console.log(`${name.padEnd(34)} p50 ${ms[9]!.toFixed(1)} ms  p95 ${ms[18]!.toFixed(1)} ms`);
  };
  console.log('team of 1,000 (two levels), 200,000 team rounds and 200,000 of another team, 90 days');
  await time('bets: first page (20)', () => store.rounds('bench', boss, range, all, { limit: 21, after: null }));
  await time('bets: page 5,000 rounds deep', () => store.rounds('bench', boss, range, all, { limit: 21, after: deep }));
  await time('bets: totals of the range', () => store.roundTotals('bench', boss, range, all));
  await time('profit: per member, 90 days', () => store.profit('bench', boss, range, { memberId: null }));
  await time('transactions: first page', () => store.movements('bench', boss, range, { memberId: null, type: 'all' }, { limit: 21, after: null }));
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN WITH RECURSIVE team_all AS (SELECT id, username FROM members WHERE merchant = 'bench' AND upline_id = ${boss}
       UNION ALL SELECT m.id, m.username FROM members m JOIN team_all t ON m.upline_id = t.id WHERE m.merchant = 'bench'), team AS (SELECT * FROM team_all)
     SELECT r.round_id FROM game_rounds r JOIN team t ON t.id = r.member_id WHERE r.merchant = 'bench' AND NOT r.demo AND r.created_at >= ${range.from} AND r.created_at < ${range.to}
     ORDER BY r.created_at DESC, r.member_id DESC, r.round_id DESC LIMIT 21`);
  const text = plan.map((r) => r['QUERY PLAN']).join('\n');
  console.log(`bets page plan uses game_rounds_merchant_time: ${text.includes('game_rounds_merchant_time')}`);
} finally {
  await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
  await db.close();
}
