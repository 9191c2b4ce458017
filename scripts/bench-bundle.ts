/**
 * Prints what a guest's first visit to home downloads: every JS and CSS file, raw and gzipped,
 * per merchant, against a fresh production build served by the real platform (in-memory
 * database). Also checks the built bundle for eval / new Function, which the CSP forbids.
 *
 *   npx tsx scripts/bench-bundle.ts            (builds into a temporary directory)
 *   npx tsx scripts/bench-bundle.ts --dist dist (measures an existing build)
 *
 * A benchmark: it prints figures and never fails on them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startPlatform } from '../src/platform/server.ts';
import { scanForEval } from './lib/bundle-scan.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 150;
const MERCHANTS = ['bdwin', 'vnlotto', 'cnstar'];

const distArg = process.argv.indexOf('--dist');
let dist: string;
let temporary: string | null = null;
if (distArg > 0 && process.argv[distArg + 1]) {
  dist = join(root, process.argv[distArg + 1]!);
} else {
  temporary = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  dist = join(temporary, 'dist');
  console.log('Building the portal (production)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const platform = await startPlatform({ port: 0, distDir: dist, devEndpoints: false, logger: false });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  const evalHits = scanForEval(dist);
  console.log(`\nBundle scan: ${evalHits.length === 0 ? 'no eval / new Function in any JS file' : evalHits.join(', ')}`);
  for (const merchant of MERCHANTS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const files = new Map<string, { type: 'js' | 'css'; raw: number; gzip: number }>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
      if (!type) return;
      pending.push(
        response.body().then((body) => {
          files.set(url.pathname, { type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    let lastRequest = Date.now();
    page.on('request', () => {
      lastRequest = Date.now();
    });
    await page.goto(`http://${merchant}.localhost:${platform.port}/`, { waitUntil: 'networkidle' });
    // On a loaded machine the app's first render (after the status call) can take over a second,
    // longer than networkidle's 500 ms: wait for 2 s without a new request.
    while (Date.now() - lastRequest < 2000) await page.waitForTimeout(250);
    await Promise.all(pending);
    const rows = [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
    const total = (type: 'js' | 'css') => rows.filter(([, f]) => f.type === type).reduce((sum, [, f]) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
    const js = total('js');
    const css = total('css');
    console.log(`\n${merchant}: guest first visit to / — ${rows.length} files`);
    for (const [path, f] of rows) console.log(`  ${f.type.padEnd(3)} ${kb(f.gzip).padStart(7)} KB gz  ${kb(f.raw).padStart(7)} KB raw  ${path}`);
    console.log(`  JS  total ${kb(js.gzip)} KB gzipped (${kb(js.raw)} KB raw); budget ${BUDGET_KB} KB: ${js.gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER'}`);
    console.log(`  CSS total ${kb(css.gzip)} KB gzipped (${kb(css.raw)} KB raw)`);
    const registerChunk = rows.some(([path]) => /RegisterModal|rjsf/i.test(path));
    console.log(`  register form (rjsf) loaded on home: ${registerChunk ? 'YES' : 'no'}`);
    await context.close();
  }
} finally {
  await browser.close();
  await platform.close();
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}
