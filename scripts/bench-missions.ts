/**
 * Missions and reward centre under load: the missions call sums each mission's period
 * and ranks the merchant for its leaderboards on every read, so it is timed with a busy week:
 * MEMBERS members (default 2,000) and ROUNDS settled real-money rounds (default 100,000) spread
 * over the current week, plus 2,000 credited deposits. One member asks `missions` and `rewards`
 * REQUESTS times each, one request at a time; prints p50/p95/p99. PostgreSQL when DATABASE_URL is
 * set (a fresh schema, dropped at the end), else PGlite in a temp dir. Prints figures, asserts nothing.
 * Usage: npx tsx scripts/bench-missions.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from '../src/platform/server.ts';
import { hashToken, newToken } from '../src/platform/security/tokens.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 100_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const url = process.env.DATABASE_URL;
const schema = url ? `bench_missions_${process.pid}` : undefined;
const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'bench-missions-'));

const platform = await startPlatform({
  port: 0, merchantsDir: join(import.meta.dirname, '../merchants'), distDir: '/nonexistent', games: false, seed: false, devEndpoints: false,
  watchMerchants: false, withdrawalJobMs: false, depositJobMs: false,
  ...(url ? { databaseUrl: url, databaseSchema: schema } : { dataDir }),
});
try {
  const { db, stores, clock } = platform;
  const now = clock.now();
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const made = await stores.members.create({
      merchant: 'bdwin', username: `mb${String(i).padStart(6, '0')}`, passwordHash: 'x', passwordIsDefault: false, passwordChangedAt: now,
      type: 0, nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: now,
    });
    if ('member' in made) ids.push(made.member.id);
  }
  const first = ids[0]!;
  // Rounds over the last 3 days (inside the week, mostly today's and yesterday's daily periods).
  await db.query(
    `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
     SELECT 'bdwin', $1::bigint + (g % $2::int), 'r' || g, 1, false, 100 + (g % 50) * 100, 0, '{}'::jsonb, 0, $3::bigint - (g % 259200) * 1000, 'RNG'
     FROM generate_series(1, $4::int) g`,
    [first, MEMBERS, now, ROUNDS],
  );
  await db.query(
    `INSERT INTO deposits (merchant, member_id, channel, method, currency, amount_minor, status, created_at, expires_at, decided_at, credited_at)
     SELECT 'bdwin', $1::bigint + (g % $2::int), 'bkash', 'gateway', 'BDT', 50000, 'approved', $3::bigint - g * 1000, $3::bigint, $3::bigint, $3::bigint - g * 1000
     FROM generate_series(1, 2000) g`,
    [first, MEMBERS, now],
  );
  if (url) await db.query('ANALYZE game_rounds; ANALYZE deposits');
  const token = newToken();
  await stores.sessions.create({ tokenHash: hashToken(token), memberId: ids[7]!, merchant: 'bdwin', ip: '127.0.0.1', createdAt: now });
  for (const call of ['/wps/member/missions', '/wps/member/rewards']) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i++) {
      const started = performance.now();
      const res = await fetch(platform.url + call, { headers: { Merchant: 'bdwin', Authorization: token } });
      const body = (await res.json()) as { success: boolean };
      if (!body.success) throw new Error(`${call}: ${JSON.stringify(body)}`);
      if (i >= 10) times.push(performance.now() - started); // the first ten warm up
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
    console.log(`${url ? 'PostgreSQL' : 'PGlite'} ${call}: ${MEMBERS} members, ${ROUNDS} rounds; p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms (${REQUESTS} requests)`);
  }
} finally {
  if (schema) await platform.db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
  await platform.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
