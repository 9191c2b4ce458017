/**
 * Benchmark: requests/s and latency (p50, p99) of `GET /wps/v2/wallets/balance` and
 * `GET /wps/member/info` at 50 concurrent keep-alive connections, on PGlite and (when
 * BENCH_DATABASE_URL or DATABASE_URL is set) PostgreSQL, next to a bare Fastify route that
 * answers a constant envelope. The balance call is also measured for a wallet with 10 ledger
 * entries and one with 100,000 (scripts/bench-ledger.ts; the store call too), which should cost
 * the same. The transaction history call (goal: under 50 ms at p99) is measured for a member
 * with 100,000 entries, its first page and a page 90,000 rows deep (scripts/bench-history.ts), one
 * request at a time (BENCH_HISTORY_CONNECTIONS=1: the latency a member sees, not a queue's). The
 * server runs in a child process so the load generator does not share its event loop. Prints
 * figures; asserts nothing.
 *
 *   npx tsx scripts/bench-platform.ts            # BENCH_SECONDS=10 BENCH_CONNECTIONS=50
 *   BENCH_ONLY=history npx tsx scripts/bench-platform.ts   # the history cases only (PostgreSQL when set)
 *   BENCH_ONLY=balance npx tsx scripts/bench-platform.ts   # bare Fastify and the balance call only,
 *                                                          # alternated BENCH_ROUNDS times (default 3), with the ratio;
 *                                                          # BENCH_MEMBERS members (default one a connection), each
 *                                                          # its own session and wallet, taken in turn (1: member01)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LedgerBenchReport } from './bench-ledger.ts';
import type { HistoryBench } from './bench-history.ts';

type Target = 'bare' | 'pglite' | 'postgres';
const SELF = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HISTORY_CONNECTIONS = Number(process.env.BENCH_HISTORY_CONNECTIONS ?? 1);
const HISTORY_ONLY = process.env.BENCH_ONLY === 'history';
const BALANCE_ONLY = process.env.BENCH_ONLY === 'balance';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? CONNECTIONS);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function serve(target: Target): Promise<void> {
  if (target === 'bare') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    app.get('/bare', async () => ({ success: true, value: { sumBalance: 1000 }, message: null, errorCode: null }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    process.send?.({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    process.on('disconnect', () => void app.close().then(() => process.exit(0)));
    return;
  }
  const { startPlatform } = await import('../src/platform/server.ts');
  const schema = `bench_${process.pid}`;
  const platform = await startPlatform({
    port: 0,
    host: '127.0.0.1',
    games: false,
    logger: false,
    smsSink: () => undefined,
    ...(target === 'postgres' ? { databaseUrl: PG_URL, databaseSchema: schema } : {}),
  });
  const { prepareLedgerBench } = await import('./bench-ledger.ts');
  const { prepareHistoryBench } = await import('./bench-history.ts');
  const ledger = HISTORY_ONLY || BALANCE_ONLY ? undefined : await prepareLedgerBench(platform, target);
  const history = BALANCE_ONLY ? undefined : await prepareHistoryBench(platform);
  const tokens = BALANCE_ONLY && MEMBERS > 1 ? await balanceMembers(platform, MEMBERS) : undefined;
  process.send?.({ url: `http://127.0.0.1:${platform.port}`, ledger, history, tokens });
  process.on('disconnect', () => {
    void (async () => {
      await platform.close();
      if (target === 'postgres' && PG_URL) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
      process.exit(0);
    })();
  });
}

type Platform = Awaited<ReturnType<typeof import('../src/platform/server.ts').startPlatform>>;

/**
 * `count` members of bdwin, each with a funded wallet and a session: a server whose members all
 * poll at once sees as many sessions as members, not one token on every connection.
 */
async function balanceMembers(platform: Platform, count: number): Promise<string[]> {
  const { hashToken, newToken } = await import('../src/platform/security/tokens.ts');
  const { stores, merchants, clock } = platform;
  const merchant = merchants.byCode('bdwin')!;
  const house = await stores.ledger.account(merchant.code, 'house', null, merchant.currency.code);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const now = clock.now();
    const created = await stores.members.create({
      merchant: merchant.code, username: `balancebench${i}`, passwordHash: 'not-for-login', passwordIsDefault: false, passwordChangedAt: now,
      type: 0, nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: { bench: true }, registeredAt: now,
    });
    if (!('member' in created)) throw new Error(`balancebench${i} exists already`);
    const wallet = await stores.ledger.account(merchant.code, 'member', created.member.id, merchant.currency.code);
    await stores.ledger.post({ merchant: merchant.code, idempotencyKey: `balancebench:${i}`, kind: 'bench_credit', at: now, entries: [{ accountId: house, amount: -(1000 + i) }, { accountId: wallet, amount: 1000 + i }] });
    const token = newToken();
    await stores.sessions.create({ tokenHash: hashToken(token), memberId: created.member.id, merchant: merchant.code, ip: '127.0.0.1', createdAt: now });
    tokens.push(token);
  }
  return tokens;
}

function startServer(target: Target): Promise<{ child: ChildProcess; url: string; ledger?: LedgerBenchReport; history?: HistoryBench; tokens?: string[] }> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ['--serve', target], { execArgv: ['--import', 'tsx', ...(target === 'bare' ? [] : (process.env.BENCH_PLATFORM_NODE_ARGS ?? '').split(' ').filter(Boolean))], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve({ child, ...(message as { url: string; ledger?: LedgerBenchReport; history?: HistoryBench; tokens?: string[] }) }));
    child.once('exit', (code) => reject(new Error(`${target} server exited with ${code}`)));
  });
}

interface Result {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Loads `url`, taking the header sets in turn, one result per set: sets measured in one run share
 * the machine's noise, so their figures compare fairly (the ledger's 10 vs 100,000 entries).
 */
async function load(url: string | string[], headerSets: Record<string, string>[], seconds: number, connections = CONNECTIONS, pooled = false): Promise<Result[]> {
  const urls = Array.isArray(url) ? url : headerSets.map(() => url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // pooled: one result for all the sets (many members' sessions on one call).
  const results = pooled ? 1 : headerSets.length;
  const latencies: number[][] = Array.from({ length: results }, () => []);
  const errors = latencies.map(() => 0);
  let sent = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const taken = sent++ % headerSets.length;
      const set = pooled ? 0 : taken;
      const started = performance.now();
      const request = http.get(urls[taken]!, { agent, headers: headerSets[taken] }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies[set]!.push(performance.now() - started);
          else errors[set]! += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors[set]! += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  return latencies.map((set, i) => {
    set.sort((a, b) => a - b);
    const at = (q: number) => set[Math.min(set.length - 1, Math.floor(q * set.length))] ?? NaN;
    return { requests: set.length, errors: errors[i] ?? 0, rps: set.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
  });
}

async function loginToken(url: string): Promise<string> {
  const { createPlatformClient } = await import('../src/shared/api/index.ts');
  const client = createPlatformClient({ baseUrl: url, merchant: 'bdwin', getLanguage: () => 'EN', getToken: () => null, encryption: 'des-rsa' });
  const value = await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' });
  return value.token;
}

async function main(): Promise<void> {
  if (BALANCE_ONLY) return balanceOnly();
  const targets: Target[] = HISTORY_ONLY ? [PG_URL ? 'postgres' : 'pglite'] : ['bare', 'pglite', ...(PG_URL ? (['postgres'] as const) : [])];
  const rows: string[] = [];
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per case (after a 2 s warm-up), Node ${process.version}\n`);
  for (const target of targets) {
    const { child, url, ledger, history } = await startServer(target);
    try {
      for (const line of ledger?.lines ?? []) {
        console.log(line);
        rows.push(line);
      }
      // A case is a name per header set, its URL(s), the header sets (taken in turn, see load) and its connections.
      const cases: [string[], string | string[], Record<string, string>[], number?][] = [];
      if (target === 'bare') cases.push([['GET /bare (constant envelope)'], `${url}/bare`, [{}]]);
      else if (HISTORY_ONLY && history) cases.push(historyCase(url, history));
      else {
        const token = await loginToken(url);
        const headers = { Merchant: 'bdwin', Authorization: token, Device: 'web', 'X-Gateway-Version': '3' };
        cases.push([['GET /wps/v2/wallets/balance'], `${url}/wps/v2/wallets/balance`, [headers]]);
        cases.push([['GET /wps/member/info'], `${url}/wps/member/info`, [headers]]);
        const wallets = ledger?.wallets ?? [];
        cases.push([
          wallets.map((w) => `GET balance, ${w.entries.toLocaleString('en')} entries`),
          `${url}/wps/v2/wallets/balance`,
          wallets.map((w) => ({ ...headers, Authorization: w.token })),
        ]);
        if (history) cases.push(historyCase(url, history));
      }
      for (const [names, caseUrl, headerSets, connections] of cases) {
        await load(caseUrl, headerSets, 2, connections);
        const results = await load(caseUrl, headerSets, SECONDS, connections);
        for (const [i, r] of results.entries()) {
          const line = `${target.padEnd(9)} ${(names[i] ?? '').padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.requests} ok, ${r.errors} errors)`;
          console.log(line);
          rows.push(line);
        }
        const [few, many] = results;
        if (names[0]?.startsWith('GET balance') && names.length === 2 && few && many) {
          console.log(`${target.padEnd(9)} GET balance, 100,000 / 10 entries (taken in turn): p50 ${(many.p50 / few.p50).toFixed(2)}x`);
        }
      }
    } finally {
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  if (!PG_URL) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or DATABASE_URL, or run under scripts/with-postgres.sh)');
}

/**
 * Bare Fastify and the balance call (PostgreSQL when set, else PGlite), both servers up at once and
 * loaded in turn, ROUNDS times: each ratio compares two loads a few seconds apart, so it moves
 * less with the machine's other work than the absolute figures do.
 */
async function balanceOnly(): Promise<void> {
  const target: Target = PG_URL ? 'postgres' : 'pglite';
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per case (after a 2 s warm-up), Node ${process.version}, ${target}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  const bare = await startServer('bare');
  const platform = await startServer(target);
  try {
    const tokens = platform.tokens ?? [await loginToken(platform.url)];
    const headerSets = tokens.map((token) => ({ Merchant: 'bdwin', Authorization: token, Device: 'web', 'X-Gateway-Version': '3' }));
    console.log(`balance: ${tokens.length} member${tokens.length === 1 ? '' : 's'}, each its own session, taken in turn\n`);
    const line = (name: string, r: Result) =>
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.requests} ok, ${r.errors} errors)`;
    // CPU per answer moves less with the machine's load than answers per second do.
    const postmaster = target === 'postgres' ? await postmasterPid() : 0;
    const databaseCpu = () => (postmaster ? childrenCpuSeconds(postmaster) : new Map<number, number>());
    // Each backend's own increase: one that exits during a run drops out of both ends, not one.
    const databaseCpuSince = (before: Map<number, number>) =>
      postmaster ? [...databaseCpu()].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0) : NaN;
    const cpuPer = async (child: ChildProcess, work: () => Promise<Result[]>) => {
      const before = { own: cpuSeconds(child.pid!), db: databaseCpu() };
      const [r] = await work();
      const per = (seconds: number) => (seconds / Math.max(1, r!.requests)) * 1e6;
      return { r: r!, us: per(cpuSeconds(child.pid!) - before.own), db: per(databaseCpuSince(before.db)) };
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      await load(`${bare.url}/bare`, [{}], 2);
      const b = await cpuPer(bare.child, () => load(`${bare.url}/bare`, [{}], SECONDS));
      await load(`${platform.url}/wps/v2/wallets/balance`, headerSets, 2, CONNECTIONS, true);
      const p = await cpuPer(platform.child, () => load(`${platform.url}/wps/v2/wallets/balance`, headerSets, SECONDS, CONNECTIONS, true));
      console.log(`${line('bare GET /bare', b.r)}   ${b.us.toFixed(0)} µs CPU each`);
      console.log(`${line(`${target} GET /wps/v2/wallets/balance`, p.r)}   ${p.us.toFixed(0)} µs CPU each (platform process)${postmaster ? `, ${p.db.toFixed(0)} µs PostgreSQL` : ''}`);
      console.log(`round ${round}: balance / bare = ${(p.r.rps / b.r.rps).toFixed(2)}x   (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
    }
  } finally {
    for (const { child } of [bare, platform]) {
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

/** A process's CPU time so far (user + system), from /proc; NaN where there is none. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU time so far of each live child of `pid` (PostgreSQL's backends under its postmaster), by pid. */
function childrenCpuSeconds(pid: number): Map<number, number> {
  const found = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) found.set(Number(name), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The PostgreSQL server's postmaster, when it runs on this machine and its data directory is readable. */
async function postmasterPid(): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const dir = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory;
    return Number(readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/** The transaction history's first page and a page 90,000 rows deep, for the 100,000-entry member, taken in turn. */
function historyCase(url: string, history: HistoryBench): [string[], string[], Record<string, string>[], number] {
  const headers = { Merchant: 'bdwin', Authorization: history.token, Device: 'web', 'X-Gateway-Version': '3' };
  return [
    [`GET history, first page (${HISTORY_CONNECTIONS} conn)`, `GET history, 90,000 deep (${HISTORY_CONNECTIONS} conn)`],
    [history.firstPage, history.deepPage].map((q) => `${url}/wps/member/history/transactions?${q}`),
    [headers, headers],
    HISTORY_CONNECTIONS,
  ];
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1] as Target);
else await main();
