/**
 * Lighthouse benchmark of each merchant's home page and slots list (/rng) for a guest, with Lighthouse's default
 * (mobile) form factor and simulated throttling, in Debian's Chromium. Prints per merchant: the
 * performance score (0-100), LCP, TBT and CLS, and the JS and CSS that Lighthouse saw transferred
 * (bytes on the wire as served, and the same files gzipped, since the platform may serve them
 * uncompressed).
 *
 *   npx tsx scripts/bench-lighthouse.ts              (npm run bench:lighthouse)
 *   npx tsx scripts/bench-lighthouse.ts --runs 3     (median run per merchant, by score)
 *   ... --pages /         (only these paths, comma-separated: `/` or `/rng`)
 *   ... --save <dir>      (every run's Lighthouse JSON there, to read what costs: bootup-time,
 *                          mainthread-work-breakdown, long-tasks, largest-contentful-paint-element ...,
 *                          and its observed trace as <page>-<run>.trace.json.gz)
 *   ... --cpu-slowdown 4  (this CPU slowdown instead of the calibrated one)
 *   ... --markup-only     (the pages without their scripts, through scripts/lib/markup-only.ts:
 *                          what the server's markup and styles alone cost, the floor under the app)
 *
 * Beside Lighthouse's TBT it prints a CPU TBT (scripts/lib/cpu-blocking.ts): the same sum over the
 * observed trace's main-thread tasks after first contentful paint, from each task's thread time
 * instead of its wall time, at the slowdown of the least loaded reading of the host (its highest
 * benchmarkIndex). On a shared host Lighthouse's TBT is mostly the neighbours' load: a task that
 * waited for a core counts as blocking; the CPU TBT is what the page itself asks of a phone.
 *
 * Calibration: three discarded warm-up runs read the host's benchmarkIndex and the CPU slowdown is set
 * from their median (scripts/lib/cpu-slowdown.ts), so a fast and a slow machine measure the same emulated
 * phone; Lighthouse's fixed 4x flatters a fast host and punishes a slow one. The index moves with
 * the host's load, so each later run uses the median of every index seen so far.
 *
 * It builds the portal into a temporary directory (never dist/), starts the real platform with
 * `npx tsx scripts/start.ts` (PORT = a free port, DATA_DIR and DIST_DIR temporary), waits for
 * GET /wps/portal/config, runs Lighthouse, and always stops the server and Chromium.
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 *
 * A benchmark: it asserts no thresholds. It exits non-zero only when it could not measure.
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { cpuSlowdownFor } from './lib/cpu-slowdown.ts';
import { cpuBlockingTime, type CpuBlocking, type TraceEvent } from './lib/cpu-blocking.ts';
import { startMarkupOnlyProxy, type MarkupOnlyProxy } from './lib/markup-only.ts';
import { startPlatform, type RunningPlatform } from './lib/platform-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, runsArg > 0 ? Number(process.argv[runsArg + 1]) || 1 : 1);
const argValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const PAGES = (argValue('--pages') ?? '/,/rng').split(',');
const SAVE_DIR = argValue('--save');
const CALIBRATION_RUNS = 3;
const FIXED_SLOWDOWN = argValue('--cpu-slowdown') === undefined ? undefined : Number(argValue('--cpu-slowdown'));
const MARKUP_ONLY = process.argv.includes('--markup-only');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Network { type: 'js' | 'css'; url: string; transfer: number; resource: number }
interface Measure {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  files: Network[];
  warnings: string[];
  benchmarkIndex: number | undefined;
  slowdown?: number;
  /** From the trace's thread time at the unloaded host's slowdown (see the top). */
  cpu?: CpuBlocking & { slowdown: number };
  lighthouseVersion: string;
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse audit ${id} has no value (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
  return value;
}

function measureOf(lhr: Result): Measure {
  if (lhr.runtimeError) throw new Error(`Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const details = lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined;
  const files: Network[] = [];
  for (const item of details?.items ?? []) {
    const type = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!type) continue;
    files.push({ type, url: String(item.url), transfer: Number(item.transferSize ?? 0), resource: Number(item.resourceSize ?? 0) });
  }
  return {
    score: Math.round(score * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    files,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/**
 * One GET through node:http to 127.0.0.1 with the URL's Host header: Node's resolver does not map
 * *.localhost to the loopback address as Chromium does.
 */
function getRaw(url: string): Promise<{ encoding: string; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpGet({
      host: '127.0.0.1',
      port: target.port,
      path: target.pathname + target.search,
      headers: { host: target.host, 'accept-encoding': 'gzip, deflate, br' },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'none');
        try {
          const body = encoding === 'gzip' ? gunzipSync(wire) : encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'deflate' ? inflateSync(wire) : wire;
          resolve({ encoding, body });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
  });
}

/** The same files Lighthouse loaded, fetched again: their content encoding and gzip -9 size. */
async function gzipped(files: Network[]): Promise<Map<string, { encoding: string; gzip: number }>> {
  const out = new Map<string, { encoding: string; gzip: number }>();
  for (const file of files) {
    const { encoding, body } = await getRaw(file.url);
    out.set(file.url, { encoding, gzip: gzipSync(body, { level: 9 }).length });
  }
  return out;
}

// ---- resources to clean up, whatever happens ----
let platform: RunningPlatform | null = null;
let proxy: MarkupOnlyProxy | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
let interrupted = false;

/** Stops Chromium, then the server (which removes its temporary directory); once, however often called. */
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    if (chrome) {
      try { chrome.kill(); } catch (error) { console.error('Stopping Chromium:', error); }
      chrome = null;
    }
    await proxy?.close();
    proxy = null;
    await platform?.stop();
    platform = null;
  })();
  return cleaning;
}

// Errors outside the awaited chain (chrome-launcher's child 'error' event, for one) still clean up.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    console.error(`Could not measure: ${error instanceof Error ? error.message : String(error)}`);
    void cleanup().finally(() => process.exit(1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and Chromium`);
    void cleanup().finally(() => process.exit(130));
  });
}

let failed = 0;
try {
  platform = await startPlatform('lighthouse');
  if (MARKUP_ONLY) proxy = await startMarkupOnlyProxy(platform.port);
  const port = proxy?.port ?? platform.port;
  // Each merchant's home and its slots list (the `rng` category), the pages with performance targets.
  const hosts: Array<[string, string]> = [['bdwin', `localhost:${port}`], ['vnlotto', `vnlotto.localhost:${port}`], ['cnstar', `cnstar.localhost:${port}`]];
  const targets: Array<[string, string]> = hosts.flatMap(([code, host]): Array<[string, string]> =>
    PAGES.map((path): [string, string] => [`${code} ${path}`, `http://${host}${path}`]));
  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });

  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    throw new Error(`Chromium is not executable at ${CHROMIUM} (set CHROMIUM_PATH)`);
  }
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json() as Promise<{ Browser?: string }>);
  const indexes: number[] = [];
  const slowdownNow = (): number => {
    if (FIXED_SLOWDOWN !== undefined && Number.isFinite(FIXED_SLOWDOWN)) return FIXED_SLOWDOWN;
    const sorted = [...indexes].sort((a, b) => a - b);
    return cpuSlowdownFor(sorted[Math.floor((sorted.length - 1) / 2)]!);
  };
  // Thread time is not stretched by the host's load, so it is scaled as for the host unloaded:
  // the highest index read so far (the given slowdown when there is one).
  const cpuSlowdownNow = (): number => {
    if (FIXED_SLOWDOWN !== undefined && Number.isFinite(FIXED_SLOWDOWN)) return FIXED_SLOWDOWN;
    return cpuSlowdownFor(Math.max(...indexes));
  };
  const flags = () => ({
    port: chrome!.port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier: slowdownNow() },
  });
  if (FIXED_SLOWDOWN === undefined) {
    // The first readings of a cold browser run low; the median of a few warm-up runs is steadier.
    for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
      const warmUp = await lighthouse(targets[0]![1], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const index = warmUp?.lhr.environment?.benchmarkIndex;
      if (typeof index !== 'number') throw new Error('the calibration run reported no benchmarkIndex');
      indexes.push(index);
    }
    console.log(`Host benchmarkIndex ${indexes.map((i) => i.toFixed(0)).join(', ')}: CPU slowdown ${slowdownNow().toFixed(1)}x to start (calibrated on the median; Lighthouse's default is 4x).`);
  } else {
    console.log(`CPU slowdown ${FIXED_SLOWDOWN}x (given).`);
  }
  console.log(`Lighthouse on ${version.Browser ?? CHROMIUM}; mobile preset (default form factor, simulated throttling); ${RUNS} run(s) per merchant${MARKUP_ONLY ? '; the pages WITHOUT their scripts (--markup-only)' : ''}.\n`);

  const rows: string[] = [];
  for (const [merchant, url] of targets) {
    if (interrupted) break;
    try {
      const measures: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Lighthouse asks to "run again" after a trace hiccup (NO_NAVSTART, NO_FCP, ...): one retry.
        for (let attempt = 1; ; attempt += 1) {
          try {
            const used = flags();
            const result = await lighthouse(url, used);
            if (!result) throw new Error('Lighthouse returned no result');
            if (result.lhr.environment?.benchmarkIndex) indexes.push(result.lhr.environment.benchmarkIndex);
            const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents;
            const cpuSlowdown = cpuSlowdownNow();
            const cpu = trace ? { ...cpuBlockingTime(trace, cpuSlowdown), slowdown: cpuSlowdown } : undefined;
            measures.push({ ...measureOf(result.lhr), slowdown: used.throttling.cpuSlowdownMultiplier, cpu });
            if (SAVE_DIR) {
              const name = `${merchant.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}`;
              writeFileSync(join(SAVE_DIR, `${name}.json`), JSON.stringify(result.lhr));
              // The observed trace (the Performance panel opens it), to see what a long task ran.
              if (trace) writeFileSync(join(SAVE_DIR, `${name}.trace.json.gz`), gzipSync(JSON.stringify({ traceEvents: trace })));
            }
            break;
          } catch (error) {
            if (attempt >= 2 || interrupted) throw error;
            console.log(`  (${merchant}: ${error instanceof Error ? error.message : String(error)}; running again)`);
          }
        }
      }
      measures.sort((a, b) => a.score - b.score);
      const m = measures[Math.floor((measures.length - 1) / 2)]!;
      const sizes = await gzipped(m.files);
      const total = (type: 'js' | 'css') => m.files.filter((f) => f.type === type).reduce(
        (sum, f) => ({ transfer: sum.transfer + f.transfer, resource: sum.resource + f.resource, gzip: sum.gzip + (sizes.get(f.url)?.gzip ?? 0), count: sum.count + 1 }),
        { transfer: 0, resource: 0, gzip: 0, count: 0 },
      );
      const js = total('js');
      const css = total('css');
      const encodings = [...new Set([...sizes.values()].map((s) => s.encoding))].join(', ') || 'n/a';
      console.log(`${merchant}  ${url}`);
      console.log(`  performance ${m.score}${RUNS > 1 ? ` (median of ${measures.map((x) => x.score).join(', ')})` : ''}`);
      console.log(`  LCP ${m.lcp.toFixed(0)} ms   TBT ${m.tbt.toFixed(0)} ms   CLS ${m.cls.toFixed(3)}   (FCP ${m.fcp.toFixed(0)} ms)`);
      if (m.cpu) {
        const longest = m.cpu.longTasks.slice(0, 5).map((t) => `${t.duration.toFixed(0)} ms at FCP+${t.start.toFixed(0)}`).join(', ');
        console.log(`  CPU TBT ${m.cpu.tbt.toFixed(0)} ms (thread time x ${m.cpu.slowdown.toFixed(1)}; main-thread CPU after FCP ${m.cpu.cpuAfterFcp.toFixed(0)} ms${longest ? `; long tasks ${longest}` : ''})`);
      }
      console.log(`  JS  ${js.count} files: ${kb(js.transfer)} transferred, ${kb(js.resource)} decoded, ${kb(js.gzip)} gzipped`);
      console.log(`  CSS ${css.count} files: ${kb(css.transfer)} transferred, ${kb(css.resource)} decoded, ${kb(css.gzip)} gzipped`);
      console.log(`  content-encoding served: ${encodings}`);
      for (const f of [...m.files].sort((a, b) => (sizes.get(b.url)?.gzip ?? 0) - (sizes.get(a.url)?.gzip ?? 0))) {
        console.log(`    ${f.type.padEnd(3)} ${kb(sizes.get(f.url)?.gzip ?? 0).padStart(9)} gz ${kb(f.transfer).padStart(9)} wire  ${new URL(f.url).pathname}`);
      }
      console.log(`  Lighthouse ${m.lighthouseVersion}${m.benchmarkIndex !== undefined ? `, host benchmarkIndex ${m.benchmarkIndex.toFixed(0)}` : ''}, CPU slowdown ${m.slowdown?.toFixed(1)}x`);
      for (const warning of m.warnings) console.log(`  warning: ${warning}`);
      console.log('');
      rows.push(`${merchant.padEnd(12)} ${String(m.score).padStart(5)} ${m.lcp.toFixed(0).padStart(7)} ${m.tbt.toFixed(0).padStart(6)} ${m.cls.toFixed(3).padStart(6)} ${kb(js.gzip).padStart(10)} ${kb(css.gzip).padStart(10)} ${kb(js.transfer + css.transfer).padStart(12)} ${(m.slowdown ?? 0).toFixed(1).padStart(5)}x ${(m.cpu ? m.cpu.tbt.toFixed(0) : '-').padStart(7)}`);
    } catch (error) {
      failed += 1;
      console.error(`${merchant}: could not measure: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  if (rows.length > 0) {
    console.log('page          perf  LCP ms TBT ms    CLS   JS gzip   CSS gzip  JS+CSS wire    CPU CPU TBT');
    for (const row of rows) console.log(row);
  }
} catch (error) {
  failed += 1;
  console.error(`Could not measure: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(failed > 0 ? 1 : 0);

