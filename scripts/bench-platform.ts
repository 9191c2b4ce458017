/**
 * Benchmark: requests/s and latency (p50, p99) of `GET /wps/v2/wallets/balance` and
 * `GET /wps/member/info` at 50 concurrent keep-alive connections, on PGlite and (when
 * BENCH_DATABASE_URL or DATABASE_URL is set) PostgreSQL, next to a bare Fastify route that
 * answers a constant envelope. The server runs in a child process so the load generator does not
 * share its event loop. Prints figures; asserts nothing.
 *
 *   npx tsx scripts/bench-platform.ts            # BENCH_SECONDS=10 BENCH_CONNECTIONS=50
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

type Target = 'bare' | 'pglite' | 'postgres';
const SELF = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
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
    smsSink: () => undefined,
    ...(target === 'postgres' ? { databaseUrl: PG_URL, databaseSchema: schema } : {}),
  });
  process.send?.({ url: `http://127.0.0.1:${platform.port}` });
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

function startServer(target: Target): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ['--serve', target], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${target} server exited with ${code}`)));
  });
}

interface Result {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

async function loginToken(url: string): Promise<string> {
  const { createPlatformClient } = await import('../src/shared/api/index.ts');
  const client = createPlatformClient({ baseUrl: url, merchant: 'bdwin', getLanguage: () => 'EN', getToken: () => null, encryption: 'des-rsa' });
  const value = await client.call<{ token: string }>('login', { type: 'username', username: 'member01', password: 'Member@123' });
  return value.token;
}

async function main(): Promise<void> {
  const targets: Target[] = ['bare', 'pglite', ...(PG_URL ? (['postgres'] as const) : [])];
  const rows: string[] = [];
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per case (after a 2 s warm-up), Node ${process.version}\n`);
  for (const target of targets) {
    const { child, url } = await startServer(target);
    try {
      const cases: [string, string, Record<string, string>][] = [];
      if (target === 'bare') cases.push(['GET /bare (constant envelope)', `${url}/bare`, {}]);
      else {
        const token = await loginToken(url);
        const headers = { Merchant: 'bdwin', Authorization: token, Device: 'web', 'X-Gateway-Version': '3' };
        cases.push(['GET /wps/v2/wallets/balance', `${url}/wps/v2/wallets/balance`, headers]);
        cases.push(['GET /wps/member/info', `${url}/wps/member/info`, headers]);
      }
      for (const [name, caseUrl, headers] of cases) {
        await load(caseUrl, headers, 2);
        const r = await load(caseUrl, headers, SECONDS);
        const line = `${target.padEnd(9)} ${name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.requests} ok, ${r.errors} errors)`;
        console.log(line);
        rows.push(line);
      }
    } finally {
      child.disconnect();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  if (!PG_URL) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or DATABASE_URL, or run under scripts/with-postgres.sh)');
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1] as Target);
else await main();
