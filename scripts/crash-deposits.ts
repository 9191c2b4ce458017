/**
 * kill -9 during deposit callbacks. A platform process on PostgreSQL receives the
 * provider's signed "paid" callbacks for N open deposits of the demo member, many at once, and is
 * killed with SIGKILL part-way. A new process on the same database then receives every callback
 * again, as a provider retries one it got no answer to. Prints the figures and checks that nothing
 * was lost or doubled: every deposit approved, one ledger movement each, the member's balance moved
 * by exactly the credited amounts, and every kept balance equal to the sum of its entries.
 *
 *   bash scripts/with-postgres.sh npx tsx scripts/crash-deposits.ts   (a throwaway PostgreSQL)
 *   DATABASE_URL=postgres://... npx tsx scripts/crash-deposits.ts     (a schema of its own, dropped after)
 *
 * CRASH_DEPOSITS (default 200) deposits; the kill comes after CRASH_KILL_AFTER (default half) answers.
 * Exits 1 when a check fails.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const PG_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const COUNT = Number(process.env.CRASH_DEPOSITS ?? 200);
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? Math.floor(COUNT / 2));
const MERCHANT = 'bdwin';
const IN_FLIGHT = 16;

async function serve(schema: string): Promise<void> {
  const { startPlatform } = await import('../src/platform/server.ts');
  const platform = await startPlatform({
    port: 0, host: '127.0.0.1', games: false, logger: false, smsSink: () => undefined, watchMerchants: false,
    databaseUrl: PG_URL, databaseSchema: schema, depositJobMs: false, withdrawalJobMs: false, settlementJobMs: false,
  });
  process.send?.({ url: `http://127.0.0.1:${platform.port}` });
}

function startServer(schema: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ['--serve', schema], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code, signal) => reject(new Error(`platform exited (${code ?? signal}) before it was ready`)));
  });
}

type Deposit = { id: number; amountMinor: number; currency: string };

async function main(): Promise<number> {
  if (!PG_URL) {
    console.error('crash-deposits needs PostgreSQL: run it as `bash scripts/with-postgres.sh npx tsx scripts/crash-deposits.ts` or set DATABASE_URL.');
    return 1;
  }
  const { createPlatformClient } = await import('../src/shared/api/index.ts');
  const { openDatabase } = await import('../src/platform/db/database.ts');
  const { createStores } = await import('../src/platform/stores.ts');
  const { checkLedger } = await import('../src/platform/ledger/invariants.ts');
  const { callbackText, hmac, providerKey } = await import('../src/platform/payments/signing.ts');

  const schema = `crash_${process.pid}`;
  const first = await startServer(schema);
  let second: { child: ChildProcess; url: string } | null = null;
  const db = await openDatabase({ databaseUrl: PG_URL, schema });
  try {
    let token: string | null = null;
    const client = (url: string) => createPlatformClient({ baseUrl: url, merchant: MERCHANT, getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa' });
    token = (await client(first.url).call('login', { type: 'username', username: 'member01', password: 'Member@123' })).token;
    const { channels } = await client(first.url).call('depositChannels', {});
    const channel = channels.find((c) => c.method === 'gateway' && !c.chipsOnly) ?? channels.find((c) => c.method === 'gateway');
    if (!channel) throw new Error(`${MERCHANT} has no provider channel`);
    const memberId = Number((await db.query<{ id: unknown }>("SELECT id FROM members WHERE merchant = $1 AND username = 'member01'", [MERCHANT]))[0]?.id);
    const walletBalance = async () =>
      Number((await db.query<{ b: unknown }>(
        `SELECT a.balance + COALESCE((SELECT SUM(s.balance) FROM ledger_balance_slots s WHERE s.account_id = a.id), 0) AS b
         FROM ledger_accounts a WHERE a.merchant = $1 AND a.kind = 'member' AND a.member_id = $2`, [MERCHANT, memberId]))[0]?.b);
    const before = await walletBalance();

    const deposits: Deposit[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const amountMinor = channel.chipsOnly ? channel.chipsMinor[i % channel.chipsMinor.length]! : channel.minMinor + (i % 10) * 100;
      const made = await client(first.url).call('depositCreate', {
        channel: channel.code, amount: (amountMinor / 100).toFixed(2), requestKey: `crash-${process.pid}-${i}`, returnUrl: 'http://bdwin.localhost/member?page=depositv2',
      });
      deposits.push({ id: made.deposit.id, amountMinor, currency: '' });
    }
    const currencies = new Map((await db.query<{ id: unknown; currency: string }>('SELECT id, currency FROM deposits WHERE id = ANY($1::bigint[])', [deposits.map((d) => d.id)])).map((r) => [Number(r.id), r.currency]));
    for (const d of deposits) d.currency = currencies.get(d.id) ?? '';

    const stores = createStores(db);
    const key = await providerKey(stores.settings, MERCHANT, Date.now());
    const callback = (url: string, d: Deposit) => {
      const fields = { depositId: d.id, amountMinor: d.amountMinor, currency: d.currency, outcome: 'paid' as const, providerRef: `CRASH-${d.id}`, nonce: randomBytes(12).toString('hex'), timestamp: Date.now() };
      return fetch(`${url}/wps/deposit/callback`, {
        method: 'POST', headers: { 'content-type': 'application/json', Merchant: MERCHANT },
        body: JSON.stringify({ ...fields, signature: hmac(key, callbackText(MERCHANT, fields)) }),
      }).then(async (r) => ((await r.json()) as { value?: { status?: string } }).value?.status ?? 'no status');
    };

    // Round one: IN_FLIGHT callbacks at a time; SIGKILL once KILL_AFTER have been answered.
    let answered = 0;
    let killedAt = 0;
    const started = Date.now();
    const queue = [...deposits];
    const lane = async () => {
      for (let d = queue.shift(); d && !first.child.killed; d = queue.shift()) {
        try {
          await callback(first.url, d);
          answered += 1;
          if (answered >= KILL_AFTER && !first.child.killed) {
            killedAt = Date.now() - started;
            first.child.kill('SIGKILL');
          }
        } catch {
          // The connection died with the process: this callback's fate is for round two to find.
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const creditedAtKill = Number((await db.query<{ n: unknown }>("SELECT count(*) AS n FROM deposits WHERE merchant = $1 AND member_id = $2 AND status = 'approved'", [MERCHANT, memberId]))[0]?.n);

    // Round two: a new process, every callback again.
    second = await startServer(schema);
    const restartMs = Date.now() - started - killedAt;
    const statuses = await Promise.all(deposits.map((d) => callback(second!.url, d)));

    const ids = deposits.map((d) => d.id);
    const rows = await db.query<{ status: string; movements: unknown; credit: unknown }>(
      `SELECT d.status,
         (SELECT count(*) FROM ledger_transactions t WHERE t.merchant = d.merchant AND t.idempotency_key = 'deposit:' || d.id || ':credit') AS movements,
         d.amount_minor - d.fee_minor AS credit
       FROM deposits d WHERE d.id = ANY($1::bigint[])`, [ids]);
    const credited = rows.reduce((sum, r) => sum + Number(r.credit), 0);
    const after = await walletBalance();
    const ledger = await checkLedger(db);
    const problems = [
      ...(rows.length !== COUNT ? [`${COUNT - rows.length} deposits missing`] : []),
      ...rows.filter((r) => r.status !== 'approved').map((r) => `a deposit ended ${r.status}`),
      ...rows.filter((r) => Number(r.movements) !== 1).map((r) => `a deposit has ${String(r.movements)} credit movements`),
      ...(after - before !== credited ? [`the wallet moved ${after - before}, the deposits credit ${credited}`] : []),
      ...(ledger.mismatched.length ? [`${ledger.mismatched.length} accounts whose balance is not the sum of their entries`] : []),
      ...(ledger.unbalanced.length ? [`${ledger.unbalanced.length} movements that do not sum to zero`] : []),
      ...(ledger.negative.length ? [`${ledger.negative.length} member or hold accounts below zero`] : []),
      ...(ledger.total !== 0 ? [`the ledger sums to ${ledger.total}, not 0`] : []),
      ...statuses.filter((s) => s !== 'approved').map((s) => `a retried callback answered ${s}`),
    ];
    console.log(`kill -9 during deposit callbacks, PostgreSQL, Node ${process.version}`);
    console.log(`  ${COUNT} open deposits on channel ${channel.code}, ${IN_FLIGHT} callbacks in flight`);
    console.log(`  killed after ${answered} answered callbacks (${killedAt} ms); ${creditedAtKill} deposits credited at that moment`);
    console.log(`  second process up ${restartMs} ms after the kill; all ${COUNT} callbacks sent again`);
    console.log(`  in the end: ${rows.filter((r) => r.status === 'approved').length} approved, ${rows.filter((r) => Number(r.movements) === 1).length} with exactly one credit movement, wallet +${after - before} minor units for ${credited} credited`);
    console.log(`  ledger: ${ledger.accounts} accounts, ${ledger.mismatched.length} mismatched, ${ledger.unbalanced.length} unbalanced, total ${ledger.total}`);
    console.log(problems.length ? `FAILED:\n  ${problems.slice(0, 20).join('\n  ')}` : '  nothing lost, nothing doubled');
    return problems.length ? 1 : 0;
  } finally {
    if (!first.child.killed) first.child.kill('SIGKILL');
    second?.child.kill('SIGKILL');
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else process.exit(await main());
