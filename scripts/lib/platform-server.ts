/**
 * The real platform for a script (benchmarks, the screenshot gallery): builds the portal into a
 * temporary directory (never dist/), starts `npx tsx scripts/start.ts` in its own process group
 * on a free port with a temporary data directory, waits for GET /wps/portal/config, and stops
 * the whole group (npx, tsx, node; start.ts closes PGlite) however the script ends.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 180_000;

export interface RunningPlatform {
  port: number;
  /** Stops the server and removes its temporary directory; once, however often called. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether any process of the group (npx, tsx, node) is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group, SIGKILL after 15 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined || !groupAlive(pgid)) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try { process.kill(-pgid, signal); } catch { /* already gone */ }
  };
  signalGroup('SIGTERM');
  const deadline = Date.now() + 15_000;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pgid)) {
    signalGroup('SIGKILL');
    while (groupAlive(pgid)) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A production build, the platform on it, and the way to stop both. `env` adds to the server's environment. */
export async function startPlatform(name: string, env: Record<string, string> = {}): Promise<RunningPlatform> {
  const temporary = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  let child: ChildProcess | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child) await stopGroup(child);
      rmSync(temporary, { recursive: true, force: true, maxRetries: 3 });
    })();
    return stopping;
  };
  try {
    const dist = join(temporary, 'dist');
    console.log('Building the portal (production) into a temporary directory...');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
      cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status ?? build.signal})`);
    console.log('Starting the platform (npx tsx scripts/start.ts)...');
    const port = await freePort();
    const started = spawn('npx', ['tsx', 'scripts/start.ts'], {
      cwd: root,
      detached: true, // its own process group, so npx, tsx and node all stop together
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: join(temporary, 'data'), DIST_DIR: dist, SKIP_BUILD: '1', NODE_ENV: 'production' },
    });
    child = started;
    let log = '';
    started.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    started.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`the platform exited (${started.exitCode ?? started.signalCode}) before answering:\n${log}`);
      }
      try {
        const response = await fetch(`http://localhost:${port}/wps/portal/config`);
        if (response.ok) return { port, stop };
      } catch { /* not listening yet */ }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the platform did not answer GET /wps/portal/config within ${STARTUP_TIMEOUT_MS / 1000} s:\n${log}`);
  } catch (error) {
    await stop();
    throw error;
  }
}
