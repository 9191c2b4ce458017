// kill -9 in the middle of ledger work (8 lanes of transfers, bets, holds, settles and releases
// in a child process): after a restart every kept balance still equals the sum of its entries,
// no movement is half written, every hold account holds exactly its open holds, and replaying
// the finished movements' keys moves nothing.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createStores } from '../../src/platform/stores.ts';
import { dropSchema, freshSchemaName } from './db-helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const WORKER = fileURLToPath(new URL('./ledger-crash-worker.ts', import.meta.url));
const KILL_AFTER = 150;

/** Runs the worker until it has finished `KILL_AFTER` operations (more are in flight), then kill -9. */
function runAndKill(where: string, kind: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [where, kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: process.env });
    let finished = 0;
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('done ')) finished = Number(line.slice(5));
      if (finished >= KILL_AFTER && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(finished) : reject(new Error(`worker exited with ${code ?? signal}`))));
  });
}

async function expectConsistent(db: Database): Promise<void> {
  expect(await checkLedger(db)).toMatchObject(HEALTHY);
  // A hold account's balance is exactly its member's open holds.
  const holdAccounts = await db.query<{ balance: unknown; open: unknown }>(
    `SELECT a.balance, COALESCE((SELECT SUM(h.amount) FROM ledger_holds h WHERE h.hold_account_id = a.id AND h.state = 'held'), 0) AS open
     FROM ledger_accounts a WHERE a.kind = 'hold'`,
  );
  expect(holdAccounts.length).toBeGreaterThan(0);
  for (const row of holdAccounts) expect(Number(row.balance)).toBe(Number(row.open));
  // Replaying every finished movement under its key moves nothing.
  const stores = createStores(db);
  const entriesBefore = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_entries');
  const movements = await db.query<{ idempotency_key: string; kind: string }>("SELECT idempotency_key, kind FROM ledger_transactions WHERE kind = 'test'");
  for (const m of movements) {
    const replay = await stores.ledger.post({ merchant: 'm1', idempotencyKey: m.idempotency_key, kind: 'test', at: 0, entries: [{ accountId: 1, amount: -1 }, { accountId: 2, amount: 1 }] });
    expect(replay.replayed).toBe(true);
  }
  expect(await db.query('SELECT count(*) AS n FROM ledger_entries')).toEqual(entriesBefore);
}

TestDatabases.describeEach('ledger after kill -9', ({ id: kind }) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps balances, holds and idempotency whole', async () => {
    let where: string;
    let open: () => Promise<Database>;
    if (kind === 'pglite') {
      where = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
      cleanups.push(() => rmSync(where, { recursive: true, force: true }));
      open = () => openDatabase({ dataDir: where });
    } else {
      where = freshSchemaName('ledger_crash');
      cleanups.push(() => dropSchema(where));
      open = () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema: where });
    }
    expect(await runAndKill(where, kind)).toBeGreaterThanOrEqual(KILL_AFTER);
    const db = await open();
    try {
      expect(await migrate(db)).toEqual([]);
      await expectConsistent(db);
    } finally {
      await db.close();
    }
    // A second crash on the recovered database, then the same checks.
    expect(await runAndKill(where, kind)).toBeGreaterThanOrEqual(KILL_AFTER);
    const again = await open();
    try {
      await expectConsistent(again);
    } finally {
      await again.close();
    }
  }, 180_000);
});
