// Browser tests: Debian's Chromium against the platform `npm start` runs, started from its
// TypeScript sources (scripts/start.ts: no dist/platform build needed), one
// server per Playwright worker (PORTAL_E2E_WORKERS: 1 by default, for a spec or two; scripts/test.sh
// asks for 2), each on a free port with a throwaway data directory (DATA_DIR), all serving one
// portal build (PORTAL_E2E_DIST_DIR, built beforehand by scripts/test.sh, else here), checking
// every reply against its call schema (CALL_SCHEMA_CHECK=1: a violation fails the run in
// call-schema-violations.ts), and believing X-Forwarded-For (TRUST_PROXY=1) so a test can act from
// its own IP: login failures and captcha demands are counted per IP, with the development
// endpoints on (DEV_TOOLS=1) and each server's request log in <data dir>-platform.log (LOG_FILE).
// The merchant configs are a copy of merchants/ (MERCHANTS_DIR) with one operator change: bdwin
// also supports Thai and Arabic (their locale files exist, and its own texts get the two languages,
// so the platform's check passes), which language-switch.spec.ts drives. No other spec depends on bdwin's exact language list.
// And a fourth merchant for tests only, pagetest (tests/browser/fixtures/pagetest/README.md): bdwin
// as shipped with pages of its own, which composed-pages.spec.ts drives; and pointsoff, bdwin with its
// points switched off (fixtures/pointsoff/build.ts), for point-mall-closed.spec.ts.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPageTestMerchant } from './fixtures/pagetest/build.ts';
import { addPointsOffMerchant } from './fixtures/pointsoff/build.ts';
import { CHROMIUM_ARGS } from './whole-browser.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Languages the operator adds to bdwin for this run. */
const OPERATOR_ADDED_LANGUAGES = { merchant: 'bdwin', languages: ['TH', 'AR'] } as const;

// Each Playwright worker drives its own platform server (own port, PGlite data directory and
// copy of the merchant configs), so specs that edit a merchant's files or a member's money never
// meet another worker's. The main process picks the ports and directories; workers re-read this
// file and find them in env, choosing theirs by TEST_PARALLEL_INDEX.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const retries = Number(process.env.PORTAL_E2E_RETRIES ?? 0);
const servers = Math.max(1, Number(process.env.PORTAL_E2E_WORKERS || 1));
if (!process.env.PORTAL_E2E_BASE) {
  process.env.PORTAL_E2E_BASE = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.PORTAL_E2E_PORTS = Array.from({ length: servers }, freePort).join(',');
}
const base = process.env.PORTAL_E2E_BASE;
const ports = process.env.PORTAL_E2E_PORTS!.split(',').map(Number);
/** The data directory of server i; its merchants copy and request log sit beside it. */
const dataDir = (i: number) => `${base}-w${i}`;
// A build made beforehand (PORTAL_E2E_DIST_DIR, as scripts/test.sh does while the static checks
// run), else one made here once for every server (two servers building at once would collide).
const dist = (process.env.PORTAL_E2E_DIST_DIR ||= `${base}-dist`);
if (!existsSync(join(dist, 'index.html')) && process.env.TEST_PARALLEL_INDEX === undefined) {
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
for (let i = 0; i < ports.length; i++) {
  mkdirSync(dataDir(i), { recursive: true });
  copyMerchants(`${dataDir(i)}-merchants`);
}
// In a worker, the URLs and files the specs use (fixtures.ts, helpers.ts) are its own server's.
const mine = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length;
process.env.PORTAL_E2E_PORT = String(ports[mine]);
process.env.PORTAL_E2E_DATA_DIR = dataDir(mine);
process.env.PORTAL_E2E_DATA_DIRS = ports.map((_, i) => dataDir(i)).join(',');
const port = ports[mine];

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
    ]).toString(),
  );
}

function copyMerchants(merchantsDir: string): void {
  if (existsSync(merchantsDir)) return;
  cpSync(join(root, 'merchants'), merchantsDir, { recursive: true });
  const file = join(merchantsDir, OPERATOR_ADDED_LANGUAGES.merchant, 'merchant.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { languages: { supported: string[] } };
  config.languages.supported = [...new Set([...config.languages.supported, ...OPERATOR_ADDED_LANGUAGES.languages])];
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  // As an operator must: the merchant's own texts in the new languages — its English texts as a
  // start (whatever keys the merchant adds), and its custom mobile pattern's message translated.
  const texts = join(merchantsDir, OPERATOR_ADDED_LANGUAGES.merchant, 'texts');
  const english = JSON.parse(readFileSync(join(texts, 'EN.json'), 'utf8')) as Record<string, unknown>;
  const translated = { TH: 'กรุณากรอกเบอร์มือถือ 11 หลักที่ขึ้นต้นด้วย 01', AR: 'يرجى إدخال رقم جوال صالح من 11 رقمًا يبدأ بـ 01' };
  for (const [language, message] of Object.entries(translated)) {
    writeFileSync(join(texts, `${language}.json`), `${JSON.stringify({ ...english, 'pattern.bdMobile': message }, null, 2)}\n`);
  }
  // And content for them (validation asks for every supported language): the English content, as a start.
  const content = join(merchantsDir, OPERATOR_ADDED_LANGUAGES.merchant, 'content');
  for (const language of OPERATOR_ADDED_LANGUAGES.languages) cpSync(join(content, 'EN.json'), join(content, `${language}.json`));
  addPageTestMerchant(merchantsDir, root);
  addPointsOffMerchant(merchantsDir, root);
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: ports.length,
  // npm test allows one retry (scripts/test.sh): a test that passes only on its retry is named
  // "flaky" in the list and in the closing summary, never counted silently.
  retries,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './call-schema-violations.ts',
  // Per run, so a parallel run elsewhere in the shared tree cannot remove this run's traces.
  outputDir: `${base}-results`,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    // A trace records every action's page and the screen as it changes, a large share of a test's
    // CPU: with a retry to come (npm test), only the retry records it, else a failure keeps its own.
    trace: retries > 0 ? 'on-first-retry' : 'retain-on-failure',
    // The portal's service worker is tested in installable.spec.ts; elsewhere it would only fetch
    // every build file again in each fresh browser context.
    serviceWorkers: 'block',
    // Still pages: an endless animation (the marquee, the skeletons' shimmer, the jackpot's ticking)
    // keeps the software compositor redrawing every frame, even on an idle page, on the two cores
    // the workers share. The specs about motion ask for it back (test.use).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's headless shell, as npm test drives it (scripts/ensure-chromium.sh), where installed.
      executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: ports.map((serverPort, i) => ({
    command: 'npx tsx scripts/start.ts',
    cwd: root,
    url: `http://localhost:${serverPort}/wps/portal/config`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      DATA_DIR: dataDir(i),
      DIST_DIR: dist,
      MERCHANTS_DIR: `${dataDir(i)}-merchants`,
      SKIP_BUILD: '1', // built above, once for every server
      TRUST_PROXY: '1',
      DATABASE_URL: '', // PGlite in DATA_DIR, never a shared database
      DEV_TOOLS: '1', // SMS outbox, captcha answers, TOTP codes and merchant settings for the tests
      CALL_SCHEMA_CHECK: '1', // every JSON reply checked against its call's schema (src/platform/calls/check.ts)
      LOG_FILE: `${dataDir(i)}-platform.log`, // the request log, kept out of the test output
    },
  })),
});
