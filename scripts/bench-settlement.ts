/**
 * `npm run bench:settlement`: settles one merchant day on PostgreSQL for a team of 10,000 downline
 * members who played 1,000,000 rounds that day (the goal is under 30 s). A top-level agent
 * holds one contract of each type (a daily dividend among them); ten agents below it, each over
 * 1,000 players, hold the same four, so every round counts in two teams and the run records and
 * pays 24 hourly, 288 real-time, one daily and one dividend period per contract (44 contracts).
 * Needs DATABASE_URL or TEST_DATABASE_URL; works in a schema of its own and drops it at the end.
 * Prints the figures; asserts nothing.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createMerchantRegistry, readMerchantConfigs } from '../src/platform/merchants.ts';
import { runSettlement, merchantUtcOffset } from '../src/platform/features/settlements/service.ts';
import { periodAt, SETTLE_DELAY_MS } from '../src/platform/features/settlements/rules.ts';
import { createStores } from '../src/platform/stores.ts';

const MEMBERS = 10_000;
const AGENTS = 10;
const ROUNDS = 1_000_000;
const HOUR = 3_600_000;

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('bench:settlement needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL');
  process.exit(1);
}
const schema = `bench_settlement_${Date.now().toString(36)}`;
const root = fileURLToPath(new URL('..', import.meta.url));
const merchants = createMerchantRegistry(await readMerchantConfigs(join(root, 'merchants')));
const merchant = merchants.byCode('bdwin')!;
const db = await openDatabase({ databaseUrl: url, schema });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  await migrate(db);
  const stores = createStores(db);
  // The merchant day before "now"; contracts signed an hour before it began.
  const now = Date.now();
  const day = periodAt('dailySalary', null, now, merchantUtcOffset(merchant));
  const start = day.start - 24 * HOUR;
  const end = day.start;
  const signed = start - HOUR;
  const m = merchant.code;
  let t = Date.now();

  const member = `INSERT INTO members (merchant, username, username_key, password_hash, password_changed_at, member_type, upline_id, registered_at)`;
  const [top] = await db.query<{ id: string }>(`${member} VALUES ($1, 'benchtop', 'benchtop', 'x', 0, 1, NULL, 0) RETURNING id`, [m]);
  await db.query(`${member} SELECT $1, 'benchagent' || g, 'benchagent' || g, 'x', 0, 2, $2, 0 FROM generate_series(1, $3) g`, [m, top!.id, AGENTS]);
  const agents = (await db.query<{ id: string }>("SELECT id FROM members WHERE merchant = $1 AND username LIKE 'benchagent%' ORDER BY id", [m])).map((r) => Number(r.id));
  await db.query(
    `${member} SELECT $1, 'benchp' || g, 'benchp' || g, 'x', 0, 0, ($2::bigint[])[1 + g % $3], 0 FROM generate_series(1, $4) g`,
    [m, agents, AGENTS, MEMBERS],
  );
  const [first] = await db.query<{ id: string }>("SELECT MIN(id) AS id FROM members WHERE merchant = $1 AND username LIKE 'benchp%'", [m]);
  // Stakes the demo game offers; about half the rounds lose everything, the rest win 0.5-3x.
  await db.query(
    `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
     SELECT $1, $2::bigint + g % $3, 'bench-' || g, 1, false, b.bet,
            CASE WHEN g % 2 = 0 THEN 0 ELSE b.bet * (1 + g % 6) / 2 END, '{}', 0, $4::bigint + (g::bigint * $5) / $6, 'RNG'
     FROM generate_series(0, $6 - 1) g, LATERAL (SELECT (ARRAY[100, 500, 1000, 5000])[1 + g % 4] AS bet) b`,
    [m, Number(first!.id), MEMBERS, start, end - start, ROUNDS],
  );
  const contract = `INSERT INTO agent_contracts (merchant, type, period, holder_id, offerer_id, version, tiers, top_rate, status, created_at, decided_at)`;
  const tiers = {
    dividend: [{ validBetMinor: 1_000_000, profitLossMinor: 1, activeMembers: 10, rate: 10 }, { validBetMinor: 100_000_000, profitLossMinor: 1_000_000, activeMembers: 500, rate: 20 }],
    dailySalary: [{ teamBetMinor: 1_000_000, activeMembers: 10, rate: 0.5 }, { teamBetMinor: 100_000_000, activeMembers: 500, rate: 1 }],
    hourlySalary: [{ teamBetMinor: 100_000, activeMembers: 5, rate: 0.3 }, { teamBetMinor: 10_000_000, activeMembers: 200, rate: 0.6 }],
    realTimeSalary: [{ singleBetMinor: 500, lossRate: 0.5, profitRate: 0.2 }, { singleBetMinor: 5_000, lossRate: 1, profitRate: 0.4 }],
  };
  for (const [holder, offerer] of [[Number(top!.id), null], ...agents.map((a) => [a, Number(top!.id)])] as [number, number | null][]) {
    for (const [type, list] of Object.entries(tiers)) {
      await db.query(`${contract} VALUES ($1, $2, $3, $4, $5, 1, $6, $7, 'active', $8, $8)`, [
        m, type, type === 'dividend' ? 'daily' : null, holder, offerer, JSON.stringify(list), 1, signed,
      ]);
    }
  }
  await db.query('ANALYZE members');
  await db.query('ANALYZE game_rounds');
  console.log(`seeded ${MEMBERS} members under ${AGENTS} agents and ${ROUNDS.toLocaleString('en')} rounds in ${seconds(Date.now() - t)}`);

  const clock = { now: () => end + SETTLE_DELAY_MS };
  t = Date.now();
  const run = await runSettlement({ stores, clock, merchants }, { merchant: m });
  const took = Date.now() - t;
  const [paid] = await db.query<{ n: string; total: string }>("SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM contract_settlements WHERE state = 'disbursed'");
  console.log(`settled one day: ${run.contracts} contracts, ${run.recorded} periods recorded, ${run.paid} paid (${Number(paid!.total).toLocaleString('en')} minor units) in ${seconds(took)}`);
  t = Date.now();
  const again = await runSettlement({ stores, clock, merchants }, { merchant: m });
  console.log(`re-run: ${again.recorded} recorded, ${again.paid} paid in ${seconds(Date.now() - t)}`);
} finally {
  await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
  await db.close();
}
