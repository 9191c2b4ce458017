// `WORKERS=2` on PostgreSQL, end to end in the browser: the built platform (dist/platform/serve.js,
// as `npm start` runs it) as two processes behind one port on a database of its own. A member
// keeps the portal open with its notification stream held by one worker; a finance operator
// approves the member's bank transfer in the desk, and the approval is answered by the other
// worker; the member's open page shows the "Deposit credited" toast for exactly that deposit
// (NOTIFY on one worker, LISTEN on the other). Which worker answered is read from each response's
// X-Platform-Worker header (the worker's pid, sent only with DEV_TOOLS=1). The browser chooses
// which pooled connection carries a request, so a round whose approval lands on the stream's own
// worker is done again with a new deposit and a reloaded page (a new stream), until one crosses.
//
// Needs PostgreSQL (TEST_DATABASE_URL, which scripts/test.sh and .ci/run provide): skipped with
// that reason otherwise. This spec starts its own platform; the helpers' URLs point at it while
// it runs (PORTAL_E2E_PORT, restored afterwards).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import pg from 'pg';
import { expect, merchantUrl, test } from './fixtures.ts';
import { deskSignIn } from './desk-helpers.ts';
import { expectLoggedIn } from './helpers.ts';
import { shipped } from './register-helpers.ts';
import { depositFee } from '../../src/shared/deposit-rules.ts';
import { formatMoney, type MoneyFormat } from '../../src/shared/money.ts';
import type { DepositSettings } from '../../src/generated/merchant.ts';
import { openSignedIn } from './sign-in-shortcut.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MERCHANT = 'bdwin';
const MEMBER = 'member01';
/** Rounds before giving up on an approval answered by the other worker (each about even odds). */
const ROUNDS = 8;

type Channel = DepositSettings['channels'][number];
interface Config { identity: { currency: MoneyFormat & { code: string } }; constants: { deposits: DepositSettings } }

const workerOf = (response: Response): string => response.headers()['x-platform-worker'] ?? '';
const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().includes('/wps/member/notifications/stream') && r.status() === 200);

test.describe('two workers on PostgreSQL', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL: TEST_DATABASE_URL is not set (scripts/test.sh starts one; PGLITE_ONLY=1 runs without)');

  const database = `e2e_workers_${process.pid}_${Date.now()}`;
  let platform: ChildProcess | undefined;
  let output = '';
  const suitePort = process.env.PORTAL_E2E_PORT;

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const build = spawnSync(process.execPath, ['scripts/build-platform.mjs'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`platform build failed:\n${build.stderr}`);
    await admin((client) => client.query(`CREATE DATABASE ${database}`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const port = freePort();
    platform = spawn(process.execPath, ['dist/platform/serve.js'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        DATABASE_URL: url.href,
        DIST_DIR: process.env.PORTAL_E2E_DIST_DIR,
        DEV_TOOLS: '1',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
      },
    });
    platform.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    platform.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => (platform!.exitCode === null ? /2 workers listening/.test(output) : `exited:\n${output}`), { timeout: 240_000, intervals: [250] }).toBe(true);
    process.env.PORTAL_E2E_PORT = String(port);
  });

  test.afterAll(async () => {
    process.env.PORTAL_E2E_PORT = suitePort;
    if (platform && platform.exitCode === null) {
      const exited = new Promise((resolve) => platform!.once('exit', resolve));
      process.kill(-platform.pid!, 'SIGTERM');
      await exited;
    }
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  });

  test('a deposit approved in the desk on one worker reaches the member page served by the other', async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const config = shipped(MERCHANT) as unknown as Config;
    const currency = config.identity.currency;
    const channel = config.constants.deposits.channels.find((c): c is Channel => c.method === 'manual' && !!c.receivingAccount)!;
    const limit = channel.limits.find((l) => l.currency === currency.code)!;

    // Both workers answer the one port.
    const answering = new Set<string>();
    for (let i = 0; i < 10 && answering.size < 2; i += 1) answering.add(await workerOnNewConnection());
    expect([...answering].filter(Boolean)).toHaveLength(2);

    await openSignedIn(page, MERCHANT, MEMBER, 'Member@123');
    await expectLoggedIn(page, MEMBER);
    let stream = streamOpened(page);
    await page.goto(merchantUrl(MERCHANT, '/member?page=depositv2'));
    let streamWorker = workerOf(await stream);
    const desk = await deskSignIn(browser, request, MERCHANT);

    const crossings: string[] = [];
    for (let round = 1; round <= ROUNDS && crossings.length === 0; round += 1) {
      // A new amount each round, so the toast awaited is this round's deposit's.
      const amount = limit.min + round;
      const amountMinor = amount * 10 ** currency.decimals;
      const credit = formatMoney(amountMinor - depositFee(amountMinor, channel.fee, currency.decimals), currency);
      await sendTransfer(page, String(amount), `TRX${Date.now()}`);
      await expect(page.getByText('Your deposit request was sent.').first()).toBeVisible();

      await desk.getByRole('link', { name: 'Deposits' }).click();
      await desk.reload();
      const row = desk.getByRole('row').filter({ hasText: MEMBER }).filter({ hasText: 'Approve' }).first();
      await row.getByRole('button', { name: 'Approve' }).click();
      const decided = desk.waitForResponse((r) => r.url().includes('/wps/desk/deposits/decide') && r.request().method() === 'POST');
      await desk.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Confirm' }).click();
      const decision = await decided;
      expect(decision.status()).toBe(200);
      await expect(desk.getByRole('status')).toHaveText('Done: Approve.');
      const deskWorker = workerOf(decision);
      expect(deskWorker).not.toBe('');

      // The open page shows it, whichever worker approved.
      console.log(`round ${round}: approved on worker ${deskWorker}, stream on worker ${streamWorker}`);
      const toast = page.getByRole('status').filter({ hasText: 'Deposit credited' }).filter({ hasText: `your ${credit} deposit request at` });
      await expect(toast, `the toast of a deposit approved on worker ${deskWorker}, stream on ${streamWorker}`).toBeVisible({ timeout: 5000 });
      if (deskWorker !== streamWorker) {
        crossings.push(`${deskWorker} -> ${streamWorker}`);
        break;
      }
      // Same worker: a new stream (maybe on a new connection) for the next round.
      stream = streamOpened(page);
      await page.reload();
      await expectLoggedIn(page, MEMBER);
      streamWorker = workerOf(await stream);
    }
    expect(crossings, `an approval answered by the worker not holding the stream within ${ROUNDS} rounds`).toHaveLength(1);
    await desk.context().close();
  });
});

async function sendTransfer(page: Page, amount: string, reference: string): Promise<void> {
  const form = page.getByRole('main').getByRole('form', { name: 'Bank transfer' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Transfer reference').fill(reference);
  await form.getByLabel(/^Receipt/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm' }).click();
}

/** A 1×1 PNG: the platform checks a receipt by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Which worker answers a request on a connection of its own (the cluster hands each one out afresh). */
function workerOnNewConnection(): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port: Number(process.env.PORTAL_E2E_PORT), path: '/wps/portal/config', agent: false, headers: { Merchant: MERCHANT } }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['x-platform-worker'] ?? '')));
    });
    req.on('error', reject);
  });
}

function freePort(): number {
  return Number(
    spawnSync(process.execPath, ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});"], { encoding: 'utf8' }).stdout,
  );
}
