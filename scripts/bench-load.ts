/**
 * `npm run bench:load`: the platform as `npm start` runs it (dist/platform/serve.js) with
 * WORKERS=1, 2 and 4 on one PostgreSQL server (a fresh database per run), under a merchant's day
 * from simulated members, next to a bare Fastify route in the same run. Prints figures; asserts
 * nothing.
 *
 * Before each run, BENCH_MEMBERS members (default 40) register through the platform, each from an
 * address of its own (TRUST_PROXY=1), sign in, are funded (the development endpoint), set a
 * payment password and a payout account. Then each member is one client running the day in turn
 * for BENCH_SECONDS: sign in, balance, game launch, four bet rounds (real money against the
 * house), balance, a deposit (created, then paid at the reference provider, whose signed callback
 * credits it), a withdrawal request; meanwhile an agent (agent01) asks for the team report every
 * BENCH_REPORT_EVERY_MS (default 1000), one request at a time. Printed per call:
 * throughput, p50/p99 and errors (by error code); per run: all calls together, the ledger
 * postings/s (ledger_transactions written during the run), the house account's contention
 * (sampled every 100 ms: backends waiting on a row lock, and on which table), the database
 * connections (pg_stat_activity, most seen), and the CPU the platform processes, PostgreSQL and
 * the load generator used (from /proc, in cores).
 *
 *   npm run bench:load          # a throwaway PostgreSQL (scripts/with-postgres.sh)
 *   BENCH_SECONDS=20 BENCH_MEMBERS=40 BENCH_WORKERS=1,2,4 npm run bench:load
 *
 * For a closer look at one call: BENCH_ONLY=bet runs only the calls whose name starts with it
 * (the bet rounds); BENCH_LOG_STATEMENTS=1 has PostgreSQL log every statement of the run and
 * prints how many the platform sent per call answered; BENCH_PLATFORM_NODE_ARGS are given to the
 * platform's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPlatformClient } from '../src/shared/api/index.ts';
import { freePort } from './lib/platform-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 40);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** After the first answer a start still checks its seed and warms pages (server.ts): let it finish. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const LOG_STATEMENTS = process.env.BENCH_LOG_STATEMENTS === '1';
const MERCHANT = 'bdwin';
const PASSWORD = 'abc12345';
const PAY = 'Pay@12345';
const CLK_TCK = 100;

type Client = ReturnType<typeof createPlatformClient>;
interface Sample { ms: number; error: string | null }
interface Figures { name: string; ok: number; errors: Map<string, number>; rps: number; p50: number; p99: number }

function clientFor(base: string, ip: string | null, token: () => string | null = () => null): Client {
  return createPlatformClient({
    baseUrl: base, merchant: MERCHANT, getLanguage: () => 'EN', getToken: token, encryption: 'des-rsa',
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (ip) request.headers.set('X-Forwarded-For', ip);
      return fetch(request);
    },
  });
}

/** One simulated member, ready for the day. */
interface Member { username: string; ip: string; client: Client; token: string | null; ticket: string; payoutAccountId: number }

interface Setup { members: Member[]; agent: Client; gameId: number; depositChannel: string; depositAmount: string; withdrawAmount: string; base: string; port: number }

async function dev(base: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(base + path, { method: 'POST', headers: { Merchant: MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { success: boolean; errorCode: string | null };
  if (!envelope.success) throw new Error(`${path}: ${envelope.errorCode}`);
}

async function prepare(base: string, port: number): Promise<Setup> {
  const guest = clientFor(base, null);
  const games = (await (await fetch(`${base}/wps/relay/GCSGAME_gameList`, { headers: { Merchant: MERCHANT, Device: 'web' } })).json()) as { value: { list?: { gameId: number; demoKind?: string }[] } | { gameId: number }[] };
  const list = Array.isArray(games.value) ? games.value : (games.value.list ?? []);
  const gameId = list[0]?.gameId;
  if (!gameId) throw new Error('no game in the game list');
  const config = (await (await fetch(`${base}/wps/portal/config`, { headers: { Merchant: MERCHANT } })).json()) as { value: { identity: { currency: { decimals: number } }; registration: { fields: Record<string, object | undefined> } } };
  const decimals = config.value.identity.currency.decimals;
  const major = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);

  // The sign-up captcha (an image) and the mobile number (an SMS code) are not for a script: off
  // for the run, as an operator's setting.
  const mobile = config.value.registration.fields.mobileNum;
  const fields = { captcha: { shown: false, required: false }, ...(mobile ? { mobileNum: { ...mobile, shown: false, required: false } } : {}) };
  const relaxed = await fetch(`${base}/dev/merchant-settings`, { method: 'PUT', headers: { Merchant: MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify({ key: 'registration', value: { fields } }) });
  if (!relaxed.ok) throw new Error(`registration settings: HTTP ${relaxed.status}`);

  const members: Member[] = [];
  const one = async (i: number) => {
    const ip = `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const username = `sim${String(i).padStart(4, '0')}${Date.now().toString(36).slice(-3)}`;
    const member: Member = { username, ip, client: clientFor(base, ip, () => member.token), token: null, ticket: '', payoutAccountId: 0 };
    await clientFor(base, ip).call('register', { username, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true, registerMethod: 'WEB' });
    member.token = (await member.client.call('login', { type: 'username', username, password: PASSWORD, loginDeviceId: `bench-${username}` })).token;
    await dev(base, '/dev/withdrawals/fund', { username, amountMinor: 100_000_000 });
    await member.client.call('paymentPasswordSet', { password: PAY, confirmPassword: PAY });
    const { providers } = await member.client.call('payoutAccounts');
    member.payoutAccountId = (await member.client.call('payoutAccountAdd', { provider: providers[0]!.code, accountNumber: `017${String(10_000_000 + i)}`, holderName: 'Bench Member' })).id;
    member.ticket = await launch(member, gameId);
    members.push(member);
  };
  // Four at a time: sign-ups hash passwords.
  for (let i = 0; i < MEMBERS; i += 4) await Promise.all(Array.from({ length: Math.min(4, MEMBERS - i) }, (_, k) => one(i + k)));

  let agentToken: string | null = null;
  const agent = clientFor(base, null, () => agentToken);
  agentToken = (await agent.call('login', { type: 'username', username: 'agent01', password: 'Agent@123' })).token;

  const channels = await members[0]!.client.call('depositChannels');
  const gateway = channels.channels.find((c) => c.method === 'gateway')!;
  const info = await members[0]!.client.call('withdrawInfo');
  void guest;
  return { members, agent, gameId, depositChannel: gateway.code, depositAmount: major(gateway.minMinor), withdrawAmount: major(info.minMinor), base, port };
}

async function launch(member: Member, gameId: number): Promise<string> {
  const launched = await member.client.call('launchGame', { gameId });
  return new URL(launched.gameUrl).searchParams.get('ticket') ?? '';
}

/** `every`: the step runs on its own schedule (one call at a time, every `every` ms), not in the members' day. */
interface Step { name: string; run: (member: Member) => Promise<void>; every?: number }

/** An agent looks at the team report this often, however far the members' days have got. */
const REPORT_EVERY_MS = Number(process.env.BENCH_REPORT_EVERY_MS ?? 1000);

/**
 * The day's calls for one member, in order; each returns when its call is answered. Half the
 * members deposit, the other half withdraw: a deposit asks for turnover before a withdrawal, which
 * a few bets of the benchmark's length would not reach (the funding of the setup asks for none).
 */
function dayOf(setup: Setup, depositor: boolean): Step[] {
  const all = allSteps(setup).filter((step) => step.every === undefined);
  if (ONLY) return all.filter((step) => step.name.startsWith(ONLY));
  return all.filter((step) => (depositor ? step.name !== 'withdrawal request' : !step.name.startsWith('deposit')));
}

function allSteps(setup: Setup): Step[] {
  // The game provider's round report, sent to the game origin as the game page sends it.
  const bet = { name: 'bet round (against the house)', run: async (m: Member) => {
    const answer = await post(`games.localhost:${setup.port}`, '/demo-games/api/round', { ticket: m.ticket, roundId: randomUUID(), bet: 100 }, m.ip);
    const envelope = JSON.parse(answer.body) as { success?: boolean; errorCode?: string };
    if (!envelope.success) throw new Error(envelope.errorCode ?? `http_${answer.status}`);
  } };
  const balance = { name: 'balance', run: async (m: Member) => { await m.client.call('balance'); } };
  return [
    { name: 'login', run: async (m) => { m.token = (await m.client.call('login', { type: 'username', username: m.username, password: PASSWORD, loginDeviceId: `bench-${m.username}` })).token; } },
    balance,
    { name: 'game launch', run: async (m) => { m.ticket = await launch(m, setup.gameId); } },
    bet, bet, bet, bet,
    balance,
    { name: 'deposit create', run: async (m) => {
      const created = await m.client.call('depositCreate', { channel: setup.depositChannel, amount: setup.depositAmount, requestKey: randomUUID(), returnUrl: `http://${MERCHANT}.localhost:${setup.port}/member?page=depositv2` });
      pending.set(m, new URL(created.checkoutUrl).searchParams.get('t') ?? '');
    } },
    { name: 'deposit callback (paid)', run: async (m) => {
      const t = pending.get(m);
      pending.delete(m);
      if (!t) throw new Error('no_deposit');
      const paid = await post(`pay.localhost:${setup.port}`, '/pay/checkout/pay', { t }, m.ip);
      const result = new URL(paid.location ?? 'http://x/').searchParams.get('result');
      if (result !== 'approved') throw new Error(result ?? `http_${paid.status}`);
    } },
    { name: 'withdrawal request', run: async (m) => { await m.client.call('withdrawRequest', { amount: setup.withdrawAmount, payoutAccountId: m.payoutAccountId, paymentPassword: PAY, requestKey: randomUUID() }); } },
    // On its own schedule: last in a member's day, it would come after the sign-ins, which alone can
    // take a short run's length under load.
    { name: 'agent team report', every: REPORT_EVERY_MS, run: async () => { await setup.agent.call('agentTeamOverview', { period: 'thisMonth' }); } },
  ];
}
const pending = new Map<Member, string>();

const agent = new http.Agent({ keepAlive: true });
let platformPort = 0;

/** A POST to the platform's port under another host name (the game and payment origins). */
function post(host: string, path: string, body: unknown, ip: string): Promise<{ status: number; body: string; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request({ host: '127.0.0.1', port: platformPort, path, method: 'POST', agent, headers: { Host: host, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'X-Forwarded-For': ip } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const errorCode = (error: unknown): string => (error as { errorCode?: string }).errorCode ?? (error instanceof Error ? error.message.slice(0, 40) : String(error));

/** Every member runs the day in turn for `seconds`; figures per call name. */
async function load(setup: Setup, seconds: number): Promise<{ figures: Figures[]; elapsed: number }> {
  const samples = new Map<string, Sample[]>();
  const deadline = performance.now() + seconds * 1000;
  const began = performance.now();
  const timed = async (call: Step, member: Member) => {
    const started = performance.now();
    let error: string | null = null;
    try {
      await call.run(member);
    } catch (caught) {
      error = errorCode(caught);
    }
    const list = samples.get(call.name) ?? [];
    list.push({ ms: performance.now() - started, error });
    samples.set(call.name, list);
  };
  const scheduled = allSteps(setup).filter((step) => step.every !== undefined && (!ONLY || step.name.startsWith(ONLY)));
  await Promise.all([
    ...setup.members.map(async (member, i) => {
      const day = dayOf(setup, i % 2 === 0);
      for (let step = 0; performance.now() < deadline; step += 1) await timed(day[step % day.length]!, member);
    }),
    ...scheduled.map(async (call) => {
      while (performance.now() < deadline) {
        const next = performance.now() + call.every!;
        await timed(call, setup.members[0]!);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(next, deadline) - performance.now())));
      }
    }),
  ]);
  const elapsed = (performance.now() - began) / 1000;
  return { figures: allSteps(setup).map((c) => c.name).filter((name, i, names) => names.indexOf(name) === i).map((name) => figuresOf(name, samples.get(name) ?? [], elapsed)), elapsed };
}

function figuresOf(name: string, samples: Sample[], elapsed: number): Figures {
  const sorted = samples.filter((s) => !s.error).map((s) => s.ms).sort((a, b) => a - b);
  const errors = new Map<string, number>();
  for (const s of samples) if (s.error) errors.set(s.error, (errors.get(s.error) ?? 0) + 1);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { name, ok: sorted.length, errors, rps: sorted.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

function waitForAnswer(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const probe = () => {
      if (child.exitCode !== null) return reject(new Error(`the platform exited (${child.exitCode})`));
      if (Date.now() > deadline) return reject(new Error(`no answer from ${url} in ${ms / 1000} s`));
      http.get(url, { headers: { Merchant: MERCHANT } }, (response) => {
        response.resume();
        if (response.statusCode === 200) resolve();
        else setTimeout(probe, 250);
      }).on('error', () => setTimeout(probe, 250));
    };
    probe();
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The benchmark's own queries stay out of the statement log.
    if (LOG_STATEMENTS) await client.query("SET log_statement = 'none'");
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own for one run, so each worker count starts from the same seeded state. */
async function freshDatabase(name: string): Promise<string> {
  await withClient(PG_URL!, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    if (LOG_STATEMENTS) await admin.query(`ALTER DATABASE ${name} SET log_statement = 'all'`);
  });
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---- CPU from /proc: a process's own time plus its reaped children's, in clock ticks.

interface Proc { pid: number; ppid: number; pgrp: number; ticks: number; childTicks: number }

function processes(): Proc[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ pid: Number(name), ppid: Number(f[1]), pgrp: Number(f[2]), ticks: Number(f[11]) + Number(f[12]), childTicks: Number(f[13]) + Number(f[14]) }];
    } catch {
      return [];
    }
  });
}

/** CPU seconds so far of a tree: the root with its reaped children, and its live children. */
function treeCpu(select: (p: Proc) => 'root' | 'child' | null): number {
  let ticks = 0;
  for (const p of processes()) {
    const role = select(p);
    if (role === 'root') ticks += p.ticks + p.childTicks;
    else if (role === 'child') ticks += p.ticks;
  }
  return ticks / CLK_TCK;
}

async function postmasterPid(url: string): Promise<number> {
  const dir = await withClient(url, async (c) => (await c.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory);
  try {
    return Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0; // another user's server: its CPU is not readable here
  }
}

/** The server's log file as scripts/with-postgres.sh starts it (beside the data directory). */
async function serverLog(url: string): Promise<string> {
  const dir = await withClient(url, async (c) => (await c.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!.data_directory);
  return join(dir, '..', 'log');
}

/** Statements logged from `from` (a byte offset) on, by their text with the numbers taken out. */
function statementsLogged(file: string, from: number): Map<string, number> {
  const counts = new Map<string, number>();
  const text = readFileSync(file).subarray(from).toString('utf8');
  for (const match of text.matchAll(/LOG: {2}(?:statement|execute [^:]*): (.*)/g)) {
    const sql = match[1]!.replace(/\s+/g, ' ').replace(/\b\d+\b/g, 'N').slice(0, 110);
    counts.set(sql, (counts.get(sql) ?? 0) + 1);
  }
  return counts;
}

interface Contention { samples: number; lockWaits: number; byTable: Map<string, number>; maxConnections: number }

/** Samples pg_stat_activity every 100 ms until stopped: row-lock waits (by table) and connections. */
function watchDatabase(url: string): { stop: () => Promise<Contention> } {
  const result: Contention = { samples: 0, lockWaits: 0, byTable: new Map(), maxConnections: 0 };
  let running = true;
  const done = withClient(url, async (c) => {
    while (running) {
      const rows = await c.query<{ waiting: string; relation: string | null; total: string }>(`
        SELECT count(*) FILTER (WHERE a.wait_event_type = 'Lock') AS waiting,
               (SELECT string_agg(DISTINCT l.relation::regclass::text, ',') FROM pg_locks l
                 WHERE NOT l.granted AND l.relation IS NOT NULL AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS relation,
               count(*) AS total
          FROM pg_stat_activity a WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()`);
      const row = rows.rows[0]!;
      result.samples += 1;
      result.lockWaits += Number(row.waiting);
      result.maxConnections = Math.max(result.maxConnections, Number(row.total));
      // A row lock is waited for as the holder's transaction id; the tuple's table shows while it queues.
      for (const table of (row.relation ?? '').split(',').filter(Boolean)) result.byTable.set(table, (result.byTable.get(table) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  return { stop: async () => { running = false; await done; return result; } };
}

const postings = (url: string) => withClient(url, async (c) => Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transactions')).rows[0]!.n));

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGTERM');
  return exited;
}

interface Run { statements: Map<string, number> | null; figures: Figures[]; postingsPerSecond: number; contention: Contention; cpu: { platform: number; postgres: number; generator: number }; seconds: number; load: string }

async function runPlatform(workers: number): Promise<Run> {
  const databaseUrl = await freshDatabase(`bench_load_${workers}`);
  const postmaster = await postmasterPid(databaseUrl);
  const port = await freePort();
  platformPort = port;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(process.env.BENCH_PLATFORM_NODE_ARGS ?? '').split(' ').filter(Boolean), join(root, 'dist', 'platform', 'serve.js')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    // DEV_TOOLS for the funding endpoint; TRUST_PROXY so each member signs up and in from its own address.
    env: { ...process.env, PORT: String(port), WORKERS: String(workers), DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SKIP_BUILD: '1', DEV_TOOLS: '1', TRUST_PROXY: '1' },
  });
  try {
    await waitForAnswer(`${base}/wps/portal/config`, child, 300_000);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const setup = await prepare(base, port);
    await load(setup, 2);
    const postingsBefore = await postings(databaseUrl);
    const log = LOG_STATEMENTS ? await serverLog(databaseUrl) : '';
    const logFrom = LOG_STATEMENTS ? statSync(log).size : 0;
    const watch = watchDatabase(databaseUrl);
    const platformCpu = () => treeCpu((p) => (p.pid === child.pid ? 'root' : p.pgrp === child.pid ? 'child' : null));
    const postgresCpu = () => (postmaster ? treeCpu((p) => (p.pid === postmaster ? 'root' : p.ppid === postmaster ? 'child' : null)) : NaN);
    const before = { platform: platformCpu(), postgres: postgresCpu(), generator: process.cpuUsage() };
    const { figures, elapsed } = await load(setup, SECONDS);
    const generator = process.cpuUsage(before.generator);
    const cpu = { platform: (platformCpu() - before.platform) / elapsed, postgres: (postgresCpu() - before.postgres) / elapsed, generator: (generator.user + generator.system) / 1e6 / elapsed };
    const contention = await watch.stop();
    const postingsPerSecond = ((await postings(databaseUrl)) - postingsBefore) / elapsed;
    const statements = LOG_STATEMENTS ? statementsLogged(log, logFrom) : null;
    return { statements, figures, postingsPerSecond, contention, cpu, seconds: elapsed, load: loadavg().map((l) => l.toFixed(1)).join(' ') };
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

/** The same clients (MEMBERS of them, fetch) asking bare Fastify, one request after another each. */
async function runBare(): Promise<Figures & { load: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port) } });
  try {
    await waitForAnswer(`${base}/bare`, child, 30_000);
    const once = async (seconds: number) => {
      const samples: Sample[] = [];
      const deadline = performance.now() + seconds * 1000;
      const began = performance.now();
      await Promise.all(Array.from({ length: MEMBERS }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          const response = await fetch(`${base}/bare`);
          await response.arrayBuffer();
          samples.push({ ms: performance.now() - started, error: response.status === 200 ? null : `http_${response.status}` });
        }
      }));
      return figuresOf('bare Fastify GET', samples, (performance.now() - began) / 1000);
    };
    await once(2);
    return { ...(await once(SECONDS)), load: loadavg().map((l) => l.toFixed(1)).join(' ') };
  } finally {
    await stop(child);
  }
}

function row(label: string, f: Figures): string {
  const errors = [...f.errors].map(([code, n]) => `${n} ${code}`).join(', ');
  return `${label.padEnd(10)} ${f.name.padEnd(30)} ${f.rps.toFixed(0).padStart(6)} /s   p50 ${f.p50.toFixed(1).padStart(7)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms   ${String(f.ok).padStart(6)} ok${errors ? `; errors: ${errors}` : ''}`;
}

async function main(): Promise<void> {
  if (!PG_URL) throw new Error('bench:load needs PostgreSQL: run it as `npm run bench:load` (a throwaway server) or set BENCH_DATABASE_URL');
  const build = spawnSync(process.execPath, ['scripts/build-platform.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the platform build failed');
  console.log(`${MEMBERS} simulated members, one request at a time each, ${SECONDS} s per run after a 2 s warm-up; Node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
  const bare = await runBare();
  console.log(`${row('bare', bare)}   (load ${bare.load})\n`);
  const totals = new Map<number, number>();
  for (const workers of WORKER_COUNTS) {
    const run = await runPlatform(workers);
    const label = `${workers} worker${workers === 1 ? '' : 's'}`;
    for (const f of run.figures) console.log(row(label, f));
    const total = run.figures.reduce((sum, f) => sum + f.rps, 0);
    totals.set(workers, total);
    const balance = run.figures.find((f) => f.name === 'balance')!;
    const waits = [...run.contention.byTable].sort((a, b) => b[1] - a[1]).map(([table, n]) => `${table} in ${n}`).join(', ');
    console.log(`${label.padEnd(10)} ${'all calls'.padEnd(30)} ${total.toFixed(0).padStart(6)} /s   balance p50 ${(balance.p50 / bare.p50).toFixed(1)}x bare Fastify's p50 (each member waits for each answer: a day's mix, not a saturation test)`);
    console.log(`${''.padEnd(10)} ledger postings ${run.postingsPerSecond.toFixed(0)}/s; row-lock waits: ${(run.contention.lockWaits / Math.max(1, run.contention.samples)).toFixed(2)} backends on average over ${run.contention.samples} samples${waits ? ` (tables waited on: ${waits} samples)` : ''}`);
    if (run.statements) {
      const answered = run.figures.reduce((sum, f) => sum + f.ok + [...f.errors.values()].reduce((a, b) => a + b, 0), 0);
      const total = [...run.statements.values()].reduce((a, b) => a + b, 0);
      console.log(`${''.padEnd(10)} statements sent: ${total} for ${answered} calls (${(total / Math.max(1, answered)).toFixed(1)} a call); by text, per call:`);
      for (const [sql, n] of [...run.statements].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${''.padEnd(12)}${(n / Math.max(1, answered)).toFixed(2).padStart(6)}  ${sql}`);
    }
    console.log(`${''.padEnd(10)} database connections: ${run.contention.maxConnections} at most; CPU (cores): platform ${run.cpu.platform.toFixed(2)}, PostgreSQL ${run.cpu.postgres.toFixed(2)}, load generator ${run.cpu.generator.toFixed(2)}; load average ${run.load}\n`);
  }
  const one = totals.get(1);
  for (const [workers, total] of totals) {
    if (one && workers !== 1) console.log(`${workers} workers / 1 worker: ${(total / one).toFixed(2)}x the throughput`);
  }
}

await main();
