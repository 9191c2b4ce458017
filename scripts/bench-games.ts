/**
 * Games benchmark (prints figures; not a test). For the 10,000-slot list of the default merchant:
 *  1. in Chromium, /rng as a guest in the default language (server-rendered, hydrated) and in
 *     another language (rendered in the browser): first contentful paint, the first painted grid
 *     (the grid's `games-grid-painted` mark) and the game-list bytes the page downloaded;
 *  2. DOM element count after scrolling the virtualised grid to the end;
 *  3. name search: the shared filter alone (Node), and in the browser from the keystroke to the
 *     updated count (the platform answers it: includes the list's pause after typing and the call);
 *  4. the list call's requests/s and p50/p99 at 50 connections: page 1 and the last page of 48, a
 *     name search, a member's Favourites (the only part read from the database), and the whole
 *     list in one answer as the portal asked before.
 * Usage: npx tsx scripts/bench-games.ts [--seconds 5]
 * PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL / DATABASE_URL / TEST_DATABASE_URL (a
 * fresh schema, dropped at the end). Builds the portal into a temporary directory (never dist/).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { startPlatform } from '../src/platform/server.ts';
import { hashToken, newToken } from '../src/platform/security/tokens.ts';
import {
  createGameIndex, filterGames, GAME_PAGE_SIZE, generateCatalogue, normaliseVendors, vendorsFromMerchantConfig,
} from '../src/shared/games/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;
const CONCURRENCY = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const LIST = '/wps/relay/GCSGAME_gameList';

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

async function loadTest(url: string, path: string, label: string, headers: Record<string, string> = {}): Promise<void> {
  const send = () => fetch(url + path, { headers: { Merchant: 'bdwin', 'Accept-Encoding': 'gzip, br', ...headers } });
  // One second of warm-up (JIT, connection pool) before measuring.
  const warmUntil = performance.now() + 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < warmUntil) await send().then((r) => r.arrayBuffer());
  }));
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await send();
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
  console.log(`  ${label.padEnd(34)} ${(latencies.length / elapsed).toFixed(0).padStart(6)} req/s  p50 ${ms(percentile(latencies, 50)).padStart(10)}  p99 ${ms(percentile(latencies, 99)).padStart(10)}  errors ${errors}`);
}

interface PageFigures { fcp: number; painted: number; listBytes: number; listCalls: number }

async function openList(browser: import('playwright-core').Browser, url: string, language: string | null, width: number): Promise<{ page: import('playwright-core').Page; figures: PageFigures }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (language) await page.addInitScript((l) => localStorage.setItem('hisLang', l), language);
  await page.goto(`${url}/rng`);
  await page.waitForFunction(() => performance.getEntriesByName('games-grid-painted').length > 0, undefined, { timeout: 60_000 });
  const figures = await page.evaluate(() => {
    const lists = performance.getEntriesByType('resource').filter((e) => e.name.includes('GCSGAME_gameList')) as PerformanceResourceTiming[];
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      painted: performance.getEntriesByName('games-grid-painted')[0]?.startTime ?? NaN,
      listBytes: lists.reduce((sum, e) => sum + e.encodedBodySize, 0),
      listCalls: lists.length,
    };
  });
  return { page, figures };
}

async function browserFigures(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const [label, language] of [['guest, default language (server-rendered)', null], ['guest, EN (rendered in the browser)', 'EN']] as const) {
      const { page, figures } = await openList(browser, baseUrl, language, 1280);
      console.log(`/rng ${label}: FCP ${ms(figures.fcp)}, grid painted ${ms(figures.painted)}, list calls ${figures.listCalls} (${(figures.listBytes / 1024).toFixed(1)} KiB on the wire)`);
      await page.close();
    }

    const { page } = await openList(browser, baseUrl, 'EN', 1280);
    // The grid virtualises against the window (one scroll area): the page scrolls.
    const counts: number[] = [];
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      await page.evaluate((f) => window.scrollTo(0, document.scrollingElement!.scrollHeight * f), fraction);
      await page.waitForTimeout(300);
      counts.push(await page.evaluate(() => document.getElementsByTagName('*').length));
    }
    console.log(`DOM elements while scrolling 25/50/75/100%: ${counts.join(' / ')} (budget 1,500)`);
    await page.evaluate(() => window.scrollTo(0, 0));

    const timings: number[] = [];
    for (const query of ['dragon', 'gold riches', 'pho', 'lucky', 'zzzz']) {
      await page.getByRole('searchbox', { name: 'Search games' }).fill('');
      await page.waitForTimeout(600);
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
    console.log(`Search by name in the browser (keystroke → updated count; the list waits for a 250 ms pause in typing, then asks the platform): ${timings.map((t) => t.toFixed(0)).join(', ')} ms`);
  } finally {
    await browser.close();
  }
}

const distDir = mkdtempSync(join(tmpdir(), 'bench-games-dist-'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (build.status !== 0) throw new Error('portal build failed');
const schema = `bench_games_${process.pid}`;
const platform = await startPlatform({ port: 0, distDir, logger: false, smsSink: () => undefined, ...(PG_URL ? { databaseUrl: PG_URL, databaseSchema: schema } : {}) });
try {
  const merchant = platform.merchants.defaultMerchant;
  console.log(`\nGames benchmark — merchant ${merchant.code}, ${PG_URL ? `PostgreSQL (schema ${schema})` : 'PGlite in memory'}, ${new Date().toISOString()}`);
  nodeFilterTiming(merchant.config);
  await browserFigures(platform.url);

  // A member with 50 favourites: the Favourites list is read from the database (game_favourites).
  const created = await platform.stores.members.create({
    merchant: merchant.code, username: `benchfav${process.pid}`, passwordHash: 'x', passwordIsDefault: false, passwordChangedAt: Date.now(), type: 0,
    nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: Date.now(),
  });
  if (!('member' in created)) throw new Error('bench member exists');
  const token = newToken();
  await platform.stores.sessions.create({ tokenHash: hashToken(token), memberId: created.member.id, merchant: merchant.code, ip: '127.0.0.1', createdAt: Date.now() });
  for (let gameId = 1; gameId <= 50; gameId++) await platform.db.query('INSERT INTO game_favourites (member_id, game_id, added_at) VALUES ($1, $2, $3)', [created.member.id, gameId * 97, Date.now() + gameId]);

  const first = await (await fetch(`${platform.url}${LIST}?gameType=RNG&pageNo=1&pageSize=${GAME_PAGE_SIZE}`, { headers: { Merchant: 'bdwin' } })).json() as { value: { totalPages: number; totalCount: number } };
  const pages = first.value.totalPages;
  console.log(`\nThe list call (${first.value.totalCount} slots, pages of ${GAME_PAGE_SIZE}; ${CONCURRENCY} connections, ${SECONDS} s each; load generator on the same machine):`);
  await loadTest(platform.url, `${LIST}?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=${GAME_PAGE_SIZE}`, `page 1 of ${pages}`);
  await loadTest(platform.url, `${LIST}?gameType=RNG&gameClassify=ALL&pageNo=${pages}&pageSize=${GAME_PAGE_SIZE}`, `page ${pages} (the last)`);
  await loadTest(platform.url, `${LIST}?gameType=RNG&gameName=dragon&pageNo=1&pageSize=${GAME_PAGE_SIZE}`, 'name search "dragon", page 1');
  await loadTest(platform.url, `${LIST}?gameType=RNG&gameClassify=FAV&pageNo=1&pageSize=${GAME_PAGE_SIZE}`, 'a member\'s Favourites (50), page 1', { Authorization: token });
  await loadTest(platform.url, `${LIST}?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=10000`, 'the whole list in one answer (before)');
} finally {
  await platform.close();
  rmSync(distDir, { recursive: true, force: true });
  if (PG_URL) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await client.end();
    }
  }
}
