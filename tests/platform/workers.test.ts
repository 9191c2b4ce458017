// WORKERS=N: the built platform (dist/platform/serve.js, as `npm start` runs it) as two processes
// behind one port on one PostgreSQL database. Both answer; a live notification raised on one
// reaches a member's stream held by the other (LISTEN/NOTIFY); a worker killed is replaced; SIGHUP
// replaces every worker while requests keep coming, and none of them fails. On PGlite more than
// one worker is refused with a sentence. The jobs' exactly-once rule across processes has its own
// tests per job (deposit-job, withdrawal-job, settlement-job).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../src/shared/api/index.ts';
import { freePort } from '../../scripts/lib/platform-server.ts';
import { TestDatabases } from './test-databases.ts';

const root = join(import.meta.dirname, '../..');
const serveJs = join(root, 'dist', 'platform', 'serve.js');
const WAIT_MS = 20_000;
const ANSWER_MS = 30_000;

// Built as `npm start` builds it: only when missing or older than a file it is built from.
beforeAll(() => {
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', "const m = await import('./scripts/build-platform.mjs'); if (m.platformStale()) await m.buildPlatform();"], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`platform build failed:\n${build.stderr}`);
}, 120_000);

interface Served { status: number; headers: IncomingHttpHeaders; body: string }

/** One request on a connection of its own, so the cluster hands it to a worker afresh (or on `agent`'s). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string, agent: Agent | false = false): Promise<Served> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers: { Merchant: 'bdwin', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    // A connection lost between the supervisor and a stopping worker would hang, not fail.
    req.setTimeout(ANSWER_MS, () => req.destroy(new Error(`no answer in ${ANSWER_MS / 1000} s`)));
    req.end(body);
  });
}

/** When process `pid` started, in clock ticks since boot. */
function startTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

/** The processes whose parent is `pid` (the cluster's workers). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, ms = WAIT_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startServe(env: Record<string, string>) {
  const child = spawn(process.execPath, [serveJs], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'warn', DIST_DIR: join(root, 'tests', 'no-portal-build'), ...env },
  });
  const output = { text: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

describe('WORKERS on PGlite', () => {
  it('refuses more than one worker with a sentence naming DATABASE_URL', async () => {
    const { output, exited } = startServe({ WORKERS: '2', DATABASE_URL: '', PORT: String(await freePort()) });
    expect(await exited).toBe(1);
    expect(output.text).toContain('WORKERS=2 needs PostgreSQL (DATABASE_URL)');
  }, 30_000);
});

TestDatabases.describePostgres('WORKERS=2 on PostgreSQL', () => {
  const database = `workers_${process.pid}_${Date.now()}`;
  let serve: ReturnType<typeof startServe>;
  let port = 0;
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    port = await freePort();
    serve = startServe({ WORKERS: '2', DATABASE_URL: url.href, PORT: String(port), DEV_TOOLS: '1' });
    await until('two workers listening', () => (/2 workers listening/.test(serve.output.text) ? true : null), 180_000).catch((error: Error) => {
      throw new Error(`${error.message}:\n${serve.output.text}`);
    });
  }, 200_000);

  afterAll(async () => {
    if (serve?.child.exitCode === null) {
      process.kill(-serve.child.pid!, 'SIGTERM');
      await serve.exited;
    }
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  }, 60_000);

  const workerOf = (served: Served) => String(served.headers['x-platform-worker']);
  const workersAnswering = async (tries = 12) => {
    const seen = new Set<string>();
    for (let i = 0; i < tries; i += 1) {
      const served = await get(port, '/wps/portal/config');
      expect(served.status).toBe(200);
      seen.add(workerOf(served));
    }
    return seen;
  };

  it('answers from two processes on one port', async () => {
    expect(childrenOf(serve.child.pid!)).toHaveLength(2);
    expect((await workersAnswering()).size).toBe(2);
  }, 60_000);

  it('a notification raised on one worker reaches the stream held by the other', async () => {
    const client = createPlatformClient({ baseUrl: `http://127.0.0.1:${port}`, merchant: 'bdwin', getLanguage: () => 'EN', getToken: () => null, encryption: 'des-rsa' });
    const login = await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' });
    const token = (login as { token: string }).token;
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/wps/member/notifications/stream`, {
      headers: { Merchant: 'bdwin', Authorization: token, ModuleId: 'MEMBER3' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const streamWorker = stream.headers.get('x-platform-worker');
    let frames = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      const reader = stream.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) frames += decoder.decode(read.value, { stream: true });
    })().catch(() => undefined);
    await until('the ready frame', () => (frames.includes('"ready"') ? true : null));
    // Raised on fresh connections until one lands on the other worker.
    const raisedElsewhere = await until('a raise on the other worker', async () => {
      const orderNo = `W-${Date.now()}`;
      const raised = await get(port, '/dev/notify', { 'Content-Type': 'application/json' }, 'POST',
        JSON.stringify({ username: 'member01', event: 'withdrawal.approved', amountMinor: 20_000, orderNo }));
      expect(raised.status).toBe(200);
      return workerOf(raised) !== streamWorker ? orderNo : null;
    });
    await until('the frame raised on the other worker', () => (frames.includes(raisedElsewhere) ? true : null));
    controller.abort();
    await reading;
  }, 60_000);

  it('replaces a worker that dies', async () => {
    const [victim, ...others] = childrenOf(serve.child.pid!);
    process.kill(victim!, 'SIGKILL');
    const now = await until('a new worker', () => {
      const children = childrenOf(serve.child.pid!);
      return children.length === 2 && !children.includes(victim!) ? children : null;
    }, 60_000);
    expect(now).toEqual(expect.arrayContaining(others));
    await until('two workers answering', async () => ((await workersAnswering(6)).size === 2 ? true : null), 60_000);
    expect(serve.output.text).toMatch(/Worker \d+ exited \(SIGKILL\); starting another/);
  }, 120_000);

  it('a stopping worker takes no new connection but answers on the ones it has', async () => {
    // One kept-alive connection, held by the older worker: the one the last test started would be
    // replaced only after the supervisor's pause for a worker that died young.
    const oldest = String(childrenOf(serve.child.pid!).sort((a, b) => startTicks(a) - startTicks(b))[0]);
    let agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const held = () => get(port, '/wps/portal/config', {}, 'GET', undefined, agent);
    const stopping = await until('a connection held by the older worker', async () => {
      if (workerOf(await held()) === oldest) return oldest;
      agent.destroy();
      agent = new Agent({ keepAlive: true, maxSockets: 1 });
      return null;
    });
    process.kill(Number(stopping), 'SIGTERM');
    // Its drain has begun once it answers with Connection: close.
    const drained = await until('the drain', async () => {
      const served = await held();
      expect(workerOf(served)).toBe(stopping);
      return served.headers.connection === 'close' ? served : null;
    });
    expect(drained.status).toBe(200);
    // New connections meanwhile all go to the other worker: a connection handed to a worker that
    // is about to exit could be lost with it.
    for (let i = 0; i < 6; i += 1) expect(workerOf(await get(port, '/wps/portal/config'))).not.toBe(stopping);
    agent.destroy();
    await until('two workers answering', async () => ((await workersAnswering(6)).size === 2 ? true : null), 60_000);
  }, 120_000);

  it('SIGHUP replaces every worker while requests keep coming, and none fails', async () => {
    const before = childrenOf(serve.child.pid!);
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    // Two clients on kept-alive connections (fetch), eight on a new connection per request: with
    // that many, a connection handed to a worker as it stops is likely, and must still be answered.
    const loop = async (fresh: boolean) => {
      while (running) {
        try {
          const status = fresh ? (await get(port, '/wps/portal/config')).status : (await fetch(`http://127.0.0.1:${port}/wps/portal/config`, { headers: { Merchant: 'bdwin' }, signal: AbortSignal.timeout(ANSWER_MS) }).then(async (r) => (await r.arrayBuffer(), r.status)));
          if (status === 200) answered += 1;
          else failures.push(`status ${status}`);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    };
    const clients = [loop(false), loop(false), ...Array.from({ length: 8 }, () => loop(true))];
    // The restart starts under traffic, and traffic goes on after it: counted answers, not pauses.
    await until('the clients answered', () => (answered >= 20 ? true : null));
    const doneBefore = serve.output.text.split('Rolling restart done.').length;
    process.kill(serve.child.pid!, 'SIGHUP');
    await until('the rolling restart', () => (serve.output.text.split('Rolling restart done.').length > doneBefore ? true : null), 180_000).catch((error: Error) => {
      running = false;
      throw new Error(`${error.message} (${answered} answered, failures ${failures.slice(0, 5).join(', ')}):\n${serve.output.text.slice(-3000)}`);
    });
    const atRestart = answered;
    await until('answers from the new workers', () => (answered >= atRestart + 20 ? true : null));
    running = false;
    await Promise.all(clients);
    const after = childrenOf(serve.child.pid!);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    expect(failures, serve.output.text.slice(-3000)).toEqual([]);
    expect(answered).toBeGreaterThan(20);
    expect(serve.output.text).not.toMatch(/did not stop within/);
  }, 240_000);
});
