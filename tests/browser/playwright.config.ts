// Browser tests: Debian's Chromium against the server `npm start` runs (scripts/start.ts) on a
// free port with a throwaway data directory (DATA_DIR), serving a fresh portal build in this
// run's own directory (DIST_DIR: start.ts builds there, as it is empty; or PORTAL_E2E_DIST_DIR,
// built beforehand), checking every reply against its contract (CONTRACT_CHECK=1: a violation
// fails the run in contract-violations.ts), and believing
// X-Forwarded-For (TRUST_PROXY=1) so a test can act from its own IP: login failures and captcha
// demands are counted per IP, with the development endpoints on (DEV_TOOLS=1) and the request
// log in <data dir>-platform.log (LOG_FILE). One worker: the machine is small.
// The merchant configs are a copy of merchants/ (MERCHANTS_DIR) with one operator change: bdwin
// also supports Thai and Arabic (their locale files exist, and its own texts get the two languages,
// so the platform's check passes), which language-switch.spec.ts drives. No other spec depends on bdwin's exact language list.
// And a fourth merchant for tests only, pagetest (tests/browser/fixtures/pagetest/README.md): bdwin
// as shipped with pages of its own, which composed-pages.spec.ts drives.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPageTestMerchant } from './fixtures/pagetest/build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Workers re-read this file: the port and data dir chosen by the main process travel in env.
if (!process.env.PORTAL_E2E_PORT) {
  process.env.PORTAL_E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});",
  ]).toString();
}
if (!process.env.PORTAL_E2E_DATA_DIR) process.env.PORTAL_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = Number(process.env.PORTAL_E2E_PORT);
// A build made beforehand (PORTAL_E2E_DIST_DIR, as scripts/test.sh does while the static checks
// run), else one the server start makes in this run's own directory.
const dist = process.env.PORTAL_E2E_DIST_DIR || `${process.env.PORTAL_E2E_DATA_DIR}-dist`;
const merchantsDir = `${process.env.PORTAL_E2E_DATA_DIR}-merchants`;
/** Languages the operator adds to bdwin for this run. */
const OPERATOR_ADDED_LANGUAGES = { merchant: 'bdwin', languages: ['TH', 'AR'] } as const;
if (!existsSync(merchantsDir)) {
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
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './contract-violations.ts',
  // Per run, so a parallel run elsewhere in the shared tree cannot remove this run's traces.
  outputDir: `${process.env.PORTAL_E2E_DATA_DIR}-results`,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The portal's service worker is tested in installable.spec.ts; elsewhere it would only fetch
    // every build file again in each fresh browser context.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: root,
    url: `http://localhost:${port}/wps/portal/config`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.PORTAL_E2E_DATA_DIR,
      DIST_DIR: dist,
      MERCHANTS_DIR: merchantsDir,
      TRUST_PROXY: '1',
      DATABASE_URL: '', // PGlite in DATA_DIR, never a shared database
      DEV_TOOLS: '1', // SMS outbox, captcha answers, TOTP codes and merchant settings for the tests
      CONTRACT_CHECK: '1', // every JSON reply checked against its call's schema (src/platform/calls/check.ts)
      LOG_FILE: `${process.env.PORTAL_E2E_DATA_DIR}-platform.log`, // the request log, kept out of the test output
    },
  },
});
