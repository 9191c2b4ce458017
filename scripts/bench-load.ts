/**
 * `npm run bench:load`: the platform as `npm start` runs it (dist/platform/serve.js) with
 * WORKERS=1 and WORKERS=2 on one PostgreSQL database, under a mixed load of signed-in members'
 * reads (balance, member info, transaction history) and guests' game lists, next to a bare
 * Fastify route in the same run. Prints throughput and p50/p99 per call, the total, how 2 workers
 * compare with 1 and the database connections the platform held. Prints figures; asserts nothing.
 *
 * Not in the mix yet (issue 28, item 3 asks for them): logins, game launches, bet rounds,
 * deposit callbacks, withdrawals and agent reports; the CPU split between platform and database.
 *
 *   npm run bench:load                  # a throwaway PostgreSQL (scripts/with-postgres.sh)
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 BENCH_WORKERS=1,2,4 BENCH_SETTLE_SECONDS=20 npm run bench:load
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPlatformClient } from '../src/shared/api/index.ts';
import { freePort } from './lib/platform-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** After the first answer a start still checks its seed and warms pages (server.ts): let it finish. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const MEMBERS = ['member01', 'player21', 'player22', 'empty01'];

interface Call {
  name: string;
  path: string;
  /** Headers for the n-th request of this call (members take turns). */
  headers: (n: number) => Record<string, string>;
}

interface Figures { name: string; ok: number; errors: number; rps: number; p50: number; p99: number }

/** `connections` loops for `seconds`, each request the next call in turn; figures per call. */
async function load(base: string, calls: Call[], seconds: number): Promise<Figures[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[][] = calls.map(() => []);
  const errors = calls.map(() => 0);
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () => new Promise<void>((resolve) => {
    const n = sent++;
    const index = n % calls.length;
    const call = calls[index]!;
    const started = performance.now();
    const request = http.get(base + call.path, { agent, headers: call.headers(Math.floor(n / calls.length)) }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode === 200) latencies[index]!.push(performance.now() - started);
        else errors[index]! += 1;
        resolve();
      });
    });
    request.on('error', () => {
      errors[index]! += 1;
      resolve();
    });
  });
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < deadline) await one();
  }));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  return calls.map((call, i) => {
    const sorted = latencies[i]!.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    return { name: call.name, ok: sorted.length, errors: errors[i]!, rps: sorted.length / elapsed, p50: at(0.5), p99: at(0.99) };
  });
}

function waitForAnswer(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const probe = () => {
      if (child.exitCode !== null) return reject(new Error(`the platform exited (${child.exitCode})`));
      if (Date.now() > deadline) return reject(new Error(`no answer from ${url} in ${ms / 1000} s`));
      http.get(url, { headers: { Merchant: 'bdwin' } }, (response) => {
        response.resume();
        if (response.statusCode === 200) resolve();
        else setTimeout(probe, 250);
      }).on('error', () => setTimeout(probe, 250));
    };
    probe();
  });
}

/** A database of its own for one run, so each worker count starts from the same seeded state. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function connectionsOf(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return Number(rows.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function memberCalls(base: string): Promise<Call[]> {
  const tokens: string[] = [];
  for (const username of MEMBERS) {
    const client = createPlatformClient({ baseUrl: base, merchant: 'bdwin', getLanguage: () => 'EN', getToken: () => null, encryption: 'des-rsa' });
    tokens.push((await client.call('login', { type: 'username', username, password: 'Member@123' })).token);
  }
  const member = (n: number) => ({ Merchant: 'bdwin', Authorization: tokens[n % tokens.length]!, Device: 'web', 'X-Gateway-Version': '3' });
  const now = Date.now();
  const range = `from=${now - 365 * 86_400_000}&to=${now + 86_400_000}`;
  return [
    { name: 'GET balance', path: '/wps/v2/wallets/balance', headers: member },
    { name: 'GET member info', path: '/wps/member/info', headers: member },
    { name: 'GET history (first page)', path: `/wps/member/history/transactions?${range}`, headers: member },
    { name: 'GET game list (guest)', path: '/wps/relay/GCSGAME_gameList', headers: () => ({ Merchant: 'bdwin', Device: 'web' }) },
  ];
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  return exited;
}

async function runPlatform(workers: number): Promise<{ figures: Figures[]; connections: number }> {
  const databaseUrl = await freshDatabase(`bench_load_${workers}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'dist', 'platform', 'serve.js')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), WORKERS: String(workers), DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SKIP_BUILD: '1', DEV_TOOLS: '' },
  });
  try {
    await waitForAnswer(`${base}/wps/portal/config`, child, 300_000);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const calls = await memberCalls(base);
    await load(base, calls, 2);
    const figures = await load(base, calls, SECONDS);
    return { figures, connections: await connectionsOf(databaseUrl) };
  } finally {
    await stop(child);
  }
}

/** Bare Fastify answering a constant envelope, in a process of its own like the platform's. */
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ success: true, value: { sumBalance: 1000 }, message: null, errorCode: null }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

async function runBare(): Promise<Figures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port) } });
  try {
    await waitForAnswer(`${base}/bare`, child, 30_000);
    const calls = [{ name: 'GET /bare (bare Fastify)', path: '/bare', headers: () => ({}) }];
    await load(base, calls, 2);
    return (await load(base, calls, SECONDS))[0]!;
  } finally {
    await stop(child);
  }
}

function row(label: string, f: Figures): string {
  return `${label.padEnd(10)} ${f.name.padEnd(26)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   (${f.ok} ok, ${f.errors} errors)`;
}

async function main(): Promise<void> {
  if (!PG_URL) throw new Error('bench:load needs PostgreSQL: run it as `npm run bench:load` (a throwaway server) or set BENCH_DATABASE_URL');
  const build = spawnSync(process.execPath, ['scripts/build-platform.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the platform build failed');
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run after a 2 s warm-up, the calls taken in turn; Node ${process.version}\n`);
  const bare = await runBare();
  console.log(row('bare', bare));
  const totals = new Map<number, number>();
  for (const workers of WORKER_COUNTS) {
    const { figures, connections } = await runPlatform(workers);
    const label = `${workers} worker${workers === 1 ? '' : 's'}`;
    for (const f of figures) console.log(row(label, f));
    const total = figures.reduce((sum, f) => sum + f.rps, 0);
    totals.set(workers, total);
    console.log(`${label.padEnd(10)} ${'all calls'.padEnd(26)} ${total.toFixed(0).padStart(7)} req/s   ${(total / bare.rps).toFixed(2)}x bare Fastify; ${connections} database connections held after the run\n`);
  }
  const one = totals.get(1);
  for (const [workers, total] of totals) {
    if (one && workers !== 1) console.log(`${workers} workers / 1 worker: ${(total / one).toFixed(2)}x the throughput`);
  }
}

await main();
