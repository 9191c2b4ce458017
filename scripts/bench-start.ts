/**
 * `npm run bench:start`: how fast `npm start` answers and how much memory it holds, on PGlite.
 *
 * Builds what `npm start` would (the portal and dist/platform) first, untimed, then starts
 * `npm start` in its own process group on a free port with a new data directory twice: the first
 * start creates and seeds the database, the second finds it (an ordinary restart). For each it
 * prints the seconds from the spawn to the first answered request (GET /wps/portal/config) and the
 * CPU time the process group had used by then (steadier than the wall clock on a loaded host), the
 * resident memory of the whole process group (npm, sh, node) once listening and again after one
 * page of every merchant (its home, server-rendered) and a settle of a few seconds.
 * Goals: at most 5 s to answer, at most 350 MiB for the group.
 *   --runs N   restarts to time after the first (default 3; the median is printed)
 *   --pg       on PostgreSQL (DATABASE_URL, or TEST_DATABASE_URL as scripts/with-postgres.sh sets
 *              it) with WORKERS=2, printing each worker's resident memory as well (goal: at most
 *              200 MiB per worker); `--workers N` picks another count
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/platform-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const runsArg = process.argv.indexOf('--runs');
const restarts = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1])) : 3;
const databaseUrl = process.argv.includes('--pg') ? (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) : undefined;
if (process.argv.includes('--pg') && !databaseUrl) {
  console.error('--pg needs DATABASE_URL (or run it as `bash scripts/with-postgres.sh npm run bench:start -- --pg`).');
  process.exit(1);
}
const workersArg = process.argv.indexOf('--workers');
const workers = databaseUrl ? (workersArg > 0 ? Number(process.argv[workersArg + 1]) : 2) : 1;
const MIB = 1024 * 1024;
const PAGE_SIZE = 4096;

interface GroupRss {
  bytes: number;
  processes: number;
  /** The platform's workers (node processes whose parent is a node process): their RSS in bytes. */
  workers: number[];
  /** CPU seconds (user + system) the group's processes have used so far: less sensitive to load than the wall clock. */
  cpuSeconds: number;
}
/** The kernel's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Resident memory of every process in the group, in bytes (from /proc). */
function groupRss(pgid: number): GroupRss {
  const members: { pid: number; ppid: number; rss: number; cpu: number; node: boolean }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp ... (utime and stime are
      // the 14th and 15th fields, rss the 24th).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      members.push({ pid: Number(name), ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE, cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS, node: command === 'node' });
    } catch { /* the process ended meanwhile */ }
  }
  const nodes = new Set(members.filter((member) => member.node).map((member) => member.pid));
  return {
    bytes: members.reduce((sum, member) => sum + member.rss, 0),
    processes: members.length,
    workers: members.filter((member) => member.node && nodes.has(member.ppid)).map((member) => member.rss),
    cpuSeconds: members.reduce((sum, member) => sum + member.cpu, 0),
  };
}

function get(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try { process.kill(-pgid, 'SIGTERM'); } catch { return; }
  const timer = setTimeout(() => { try { process.kill(-pgid, 'SIGKILL'); } catch { /* gone */ } }, 15_000);
  await exited;
  clearTimeout(timer);
}

interface StartFigures { seconds: number; cpuSeconds: number; rssListening: number; rssAfterPages: number; workersAfterPages: number[]; processes: number; pages: string[] }

async function measureStart(dataDir: string): Promise<StartFigures> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', WORKERS: workers > 1 ? String(workers) : '', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
      if (performance.now() - started > 180_000) throw new Error(`no answer within 180 s:\n${log}`);
      if (await get(port, 'localhost', '/wps/portal/config').catch(() => 0) === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const seconds = (performance.now() - started) / 1000;
    const listening = groupRss(child.pid!);
    // The banner, printed right after listening, names every merchant.
    while (!/Demo logins/.test(log)) await new Promise((resolve) => setTimeout(resolve, 50));
    const merchants = [...log.matchAll(/^ {2}(\w+) +http:\/\/\1\.localhost:/gm)].map((match) => match[1]!);
    const pages: string[] = [];
    for (const merchant of merchants) pages.push(`${merchant} ${await get(port, `${merchant}.localhost`, '/')}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = groupRss(child.pid!);
    return { seconds, cpuSeconds: listening.cpuSeconds, rssListening: listening.bytes, rssAfterPages: after.bytes, workersAfterPages: after.workers, processes: after.processes, pages };
  } finally {
    await stopGroup(child);
  }
}

console.log('Building what npm start needs (untimed)...');
const warm = spawnSync('node', ['-e', "await import('./scripts/build-platform.mjs').then((m) => m.platformStale() && m.buildPlatform())", '--input-type=module'], { cwd: root, stdio: 'inherit' });
if (warm.status !== 0) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
if (databaseUrl) console.log(`On PostgreSQL (${workers} workers): the first start seeds the database it is given.`);
try {
  const line = (label: string, f: StartFigures) =>
    console.log(`${label.padEnd(22)} ${f.seconds.toFixed(2).padStart(6)} s (CPU ${f.cpuSeconds.toFixed(2)} s)   RSS listening ${(f.rssListening / MIB).toFixed(0).padStart(4)} MiB   after a page per merchant ${(f.rssAfterPages / MIB).toFixed(0).padStart(4)} MiB (${f.processes} processes${f.workersAfterPages.length > 0 ? `; workers ${f.workersAfterPages.map((bytes) => `${(bytes / MIB).toFixed(0)}`).join(', ')} MiB` : ''}; ${f.pages.join(', ')})`);
  const first = await measureStart(dataDir);
  line('first start (seeds)', first);
  const again: StartFigures[] = [];
  for (let run = 1; run <= restarts; run += 1) {
    const figures = await measureStart(dataDir);
    again.push(figures);
    line(`restart ${run}`, figures);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const seconds = median(again.map((f) => f.seconds));
  const cpuSeconds = median(again.map((f) => f.cpuSeconds));
  const rss = Math.max(first.rssAfterPages, ...again.map((f) => f.rssAfterPages)) / MIB;
  console.log(`\nnpm start to first answer: ${seconds.toFixed(2)} s (median of ${restarts} restarts; goal <= 5 s); CPU time of the group by then ${cpuSeconds.toFixed(2)} s (median)`);
  if (databaseUrl) {
    const worker = Math.max(...[first, ...again].flatMap((f) => f.workersAfterPages)) / MIB;
    console.log(`process group RSS after a page per merchant: ${rss.toFixed(0)} MiB at most (PostgreSQL, ${workers} workers)`);
    console.log(`a worker's RSS after a page per merchant: ${worker.toFixed(0)} MiB at most (goal <= 200 MiB)`);
  } else {
    console.log(`process group RSS after a page per merchant: ${rss.toFixed(0)} MiB at most (goal <= 350 MiB)`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
