/**
 * Games benchmark (prints figures; not a test). For the 10,000-slot list of the default merchant:
 *  1. time from the catalogue data arriving (the list response's responseEnd) to the first
 *     painted grid, in Chromium;
 *  2. DOM element count after scrolling the virtualised grid to the end;
 *  3. time to filter all 10,000 by name: the shared filter alone (Node), and in the browser from
 *     the keystroke to the updated count;
 *  4. the catalogue call's requests/s and p99 latency at 50 concurrent connections.
 * Usage: npx tsx scripts/bench-games.ts [--seconds 5] [--build]
 * Builds the portal into a temporary directory (never touches dist/).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startPlatform } from '../src/platform/server.ts';
import {
  createGameIndex, filterGames, generateCatalogue, normaliseVendors, vendorsFromMerchantConfig,
} from '../src/shared/games/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;
const CONCURRENCY = 50;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (n: number): string => `${n.toFixed(2)} ms`;

function nodeFilterTiming(merchantConfig: unknown): void {
  const catalogue = generateCatalogue({ seed: 1, vendors: normaliseVendors(vendorsFromMerchantConfig(merchantConfig) ?? []), now: Date.now() });
  const slots = catalogue.games.filter((g) => g.gameType === 'RNG');
  const index = createGameIndex(slots);
  const queries = ['dragon', 'gold', 'pho dai', 'CAFÉ', 'zzzz-no-match', 'lucky spins', 'a'];
  for (let i = 0; i < 50; i++) for (const q of queries) filterGames(index, { gameName: q }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    for (const q of queries) {
      const t0 = performance.now();
      filterGames(index, { gameName: q });
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`Filter ${slots.length} games by name (shared filter, Node): median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1) ?? NaN)} (target < 16 ms)`);
}

async function loadTest(url: string, path: string, label: string): Promise<void> {
  // One second of warm-up (JIT, connection pool) before measuring.
  const warmUntil = performance.now() + 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < warmUntil) await fetch(url + path, { headers: { Merchant: 'bdwin' } }).then((r) => r.arrayBuffer());
  }));
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await fetch(url + path, { headers: { Merchant: 'bdwin' } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(`${label}: ${(latencies.length / elapsed).toFixed(0)} req/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, errors ${errors} (${CONCURRENCY} connections, ${SECONDS}s; load generator on the same machine)`);
}

async function browserFigures(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(`${baseUrl}/rng`);
    await page.waitForFunction(() => performance.getEntriesByName('games-grid-painted').length > 0, undefined, { timeout: 60_000 });
    const paint = await page.evaluate(() => {
      const list = performance.getEntriesByType('resource').find((e) => e.name.includes('GCSGAME_gameList')) as PerformanceResourceTiming | undefined;
      const mark = performance.getEntriesByName('games-grid-painted')[0];
      return { responseEnd: list?.responseEnd ?? NaN, painted: mark?.startTime ?? NaN, bytes: list?.encodedBodySize ?? 0 };
    });
    console.log(`Data → first painted grid: ${ms(paint.painted - paint.responseEnd)} (list response ${(paint.bytes / 1024).toFixed(0)} KiB; parse + index + first render + frame)`);

    // The grid virtualises against the window (one scroll area): the page scrolls.
    const counts: number[] = [];
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await page.evaluate((f) => window.scrollTo(0, document.scrollingElement!.scrollHeight * f), fraction);
      await page.waitForTimeout(150);
      counts.push(await page.evaluate(() => document.getElementsByTagName('*').length));
    }
    console.log(`DOM elements while scrolling 25/50/75/100%: ${counts.join(' / ')} (budget 1,500)`);

    const timings: number[] = [];
    for (const query of ['dragon', 'gold riches', 'pho', 'lucky', 'zzzz']) {
      await page.getByRole('searchbox', { name: 'Search games' }).fill('');
      await page.waitForTimeout(100);
      // A source string, not a function: tsx's name helpers do not exist in the page.
      const elapsed = await page.evaluate<number>(`(async () => {
        const input = document.querySelector('input[type="search"]');
        const status = document.querySelector('.games-count');
        if (!input || !status) return NaN;
        const before = status.textContent;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const t0 = performance.now();
        setter.call(input, ${JSON.stringify(query)});
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => {
          const check = () => (status.textContent !== before ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      })()`);
      timings.push(elapsed);
    }
    console.log(`Filter by name in the browser (keystroke → updated count, incl. render): ${timings.map((t) => t.toFixed(1)).join(', ')} ms`);
  } finally {
    await browser.close();
  }
}

const distDir = mkdtempSync(join(tmpdir(), 'bench-games-dist-'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('portal build failed');
const platform = await startPlatform({ port: 0, distDir, logger: false, smsSink: () => undefined });
try {
  const merchant = platform.merchants.defaultMerchant;
  console.log(`\nGames benchmark — merchant ${merchant.code}, ${new Date().toISOString()}`);
  nodeFilterTiming(merchant.config);
  await browserFigures(platform.url);
  await loadTest(platform.url, '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=30', 'GCSGAME_gameList (page of 30)');
  await loadTest(platform.url, '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon&pageSize=30', 'GCSGAME_gameList (name search)');
} finally {
  await platform.close();
  rmSync(distDir, { recursive: true, force: true });
}
