/**
 * kill -9 during desk payouts. A platform process on PostgreSQL takes the desk's
 * decisions on N open withdrawals of the demo member (approve, then pay, many at once) and is
 * killed with SIGKILL part-way. A new process on the same database, its withdrawal job running,
 * then receives every decision again under the same idempotency keys, as the desk retries an
 * action it got no answer to. Prints the figures and checks that nothing was lost or doubled:
 * every request paid in full, each hold settled once, the payout account up by exactly the net
 * amounts and the house by the fees, the wallet moved only by the requests themselves, one
 * "approved" notice per request, and every kept balance equal to the sum of its entries.
 *
 *   bash scripts/with-postgres.sh npx tsx scripts/crash-payouts.ts   (a throwaway PostgreSQL)
 *   DATABASE_URL=postgres://... npx tsx scripts/crash-payouts.ts     (a schema of its own, dropped after)
 *
 * CRASH_PAYOUTS (default 120) requests; the kill comes after CRASH_KILL_AFTER (default half of
 * the 2 x N decisions) answers. Exits 1 when a check fails.
 *
 * The requests are made through the platform's own withdrawal service in this process (every rule
 * checked), three a day on the days before today: the merchant allows three a day,
 * and what is measured here is the payout, not the request.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const PG_URL = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const COUNT = Number(process.env.CRASH_PAYOUTS ?? 120);
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? COUNT);
const MERCHANT = 'bdwin';
const IN_FLIGHT = 8;
const PAY_PASSWORD = 'Pay@12345';
const DAY = 24 * 60 * 60_000;

async function serve(schema: string, jobMs: string): Promise<void> {
  const { startPlatform } = await import('../src/platform/server.ts');
  const platform = await startPlatform({
    port: 0, host: '127.0.0.1', games: false, logger: false, smsSink: () => undefined, watchMerchants: false,
    databaseUrl: PG_URL, databaseSchema: schema, depositJobMs: false, settlementJobMs: false,
    withdrawalJobMs: jobMs === 'off' ? false : Number(jobMs),
  });
  process.send?.({ url: `http://127.0.0.1:${platform.port}` });
}

function startServer(schema: string, jobMs: number | 'off'): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ['--serve', schema, String(jobMs)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code, signal) => reject(new Error(`platform exited (${code ?? signal}) before it was ready`)));
  });
}

interface Decision { id: number; action: 'approve' | 'pay'; key: string }

async function main(): Promise<number> {
  if (!PG_URL) {
    console.error('crash-payouts needs PostgreSQL: run it as `bash scripts/with-postgres.sh npx tsx scripts/crash-payouts.ts` or set DATABASE_URL.');
    return 1;
  }
  const { createPlatformClient } = await import('../src/shared/api/index.ts');
  const { openDatabase } = await import('../src/platform/db/database.ts');
  const { createStores } = await import('../src/platform/stores.ts');
  const { checkLedger } = await import('../src/platform/ledger/invariants.ts');
  const { createMerchantRegistry, readMerchantConfigs } = await import('../src/platform/merchants.ts');
  const { defaultPolicy } = await import('../src/platform/policy.ts');
  const { requestWithdrawal } = await import('../src/platform/features/withdrawals/service.ts');
  const { totp } = await import('../src/platform/security/totp.ts');
  const { SEED_OPERATORS } = await import('../src/platform/seed.ts');

  const schema = `crash_pay_${process.pid}`;
  const first = await startServer(schema, 'off');
  let second: { child: ChildProcess; url: string } | null = null;
  const db = await openDatabase({ databaseUrl: PG_URL, schema });
  try {
    const stores = createStores(db);
    const merchants = createMerchantRegistry(await readMerchantConfigs(fileURLToPath(new URL('../merchants', import.meta.url))));
    const merchant = merchants.byCode(MERCHANT)!;
    const currency = merchant.currency.code;

    // The member: a transaction password, one payout account, and a wallet that covers every request.
    let token: string | null = null;
    const client = createPlatformClient({ baseUrl: first.url, merchant: MERCHANT, getLanguage: () => 'EN', getToken: () => token, encryption: 'des-rsa' });
    token = (await client.call('login', { type: 'username', username: 'member01', password: 'Member@123' })).token;
    await client.call('paymentPasswordSet', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD }).catch(() => undefined);
    const accounts = await client.call('payoutAccounts', {});
    const payoutAccountId = accounts.accounts[0]?.id
      ?? (await client.call('payoutAccountAdd', { provider: accounts.providers[0]!.code, accountNumber: '01712345678', holderName: accounts.realName ?? 'Rahim Uddin' })).id;
    const member = (await stores.members.findByUsername(MERCHANT, 'member01'))!;
    const wallet = await stores.ledger.account(MERCHANT, 'member', member.id, currency);
    const house = await stores.ledger.account(MERCHANT, 'house', null, currency);
    const payout = await stores.ledger.account(MERCHANT, 'payout', null, currency);
    const amounts = Array.from({ length: COUNT }, (_, i) => 50_000 + (i % 10) * 1_000);
    const needed = amounts.reduce((sum, a) => sum + a * 2, 0);
    await stores.ledger.post({ merchant: MERCHANT, idempotencyKey: `crash-payouts:${process.pid}:fund`, kind: 'test', at: Date.now(), entries: [{ accountId: house, amount: -needed }, { accountId: wallet, amount: needed }] });

    // Oldest first: a day's count includes every later request.
    const firstDay = Date.now() - Math.ceil(COUNT / 3) * DAY;
    const ids: number[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const clock = { now: () => firstDay + Math.floor(i / 3) * DAY + (i % 3) };
      const w = await requestWithdrawal({ stores, clock, policy: defaultPolicy(), merchants }, merchant, member, {
        amount: (amounts[i]! / 100).toFixed(2), payoutAccountId, paymentPassword: PAY_PASSWORD, requestKey: `crash-pay-${process.pid}-${i}`,
      });
      ids.push(w.id);
    }
    const balance = (account: number) => stores.ledger.balance(account);
    const before = { wallet: await balance(wallet), house: await balance(house), payout: await balance(payout) };

    const deskLogin = async (url: string, username: string) => {
      const seed = SEED_OPERATORS.find((o) => o.username === username)!;
      const response = await fetch(`${url}/wps/desk/login`, {
        method: 'POST', headers: { 'content-type': 'application/json', Merchant: MERCHANT },
        body: JSON.stringify({ username, password: seed.password, code: totp(seed.totpSecret, Date.now()) }),
      });
      const body = (await response.json()) as { value?: { token?: string }; errorCode?: string };
      if (!body.value?.token) throw new Error(`desk login of ${username} failed: ${body.errorCode}`);
      return body.value.token;
    };
    const decide = async (url: string, deskToken: string, d: Decision) => {
      const response = await fetch(`${url}/wps/desk/withdrawals/decide`, {
        method: 'POST', headers: { 'content-type': 'application/json', Merchant: MERCHANT, Authorization: deskToken },
        body: JSON.stringify({ id: d.id, action: d.action, idempotencyKey: d.key }),
      });
      return (await response.json()) as { success: boolean; errorCode?: string };
    };

    // Round one: each request approved then paid, IN_FLIGHT requests at a time; SIGKILL once KILL_AFTER decisions were answered.
    const plan = ids.map((id) => [{ id, action: 'approve', key: `crash-approve-${process.pid}-${id}` }, { id, action: 'pay', key: `crash-pay-${process.pid}-${id}` }] as Decision[]);
    const financeToken = await deskLogin(first.url, 'finance01');
    let answered = 0;
    let killedAt = 0;
    const firstRefusals: string[] = [];
    const started = Date.now();
    const queue = [...plan];
    const lane = async () => {
      for (let steps = queue.shift(); steps && !first.child.killed; steps = queue.shift()) {
        for (const step of steps) {
          try {
            const answer = await decide(first.url, financeToken, step);
            if (!answer.success) firstRefusals.push(`${step.action} ${step.id}: ${answer.errorCode}`);
            answered += 1;
            if (answered >= KILL_AFTER && !first.child.killed) {
              killedAt = Date.now() - started;
              first.child.kill('SIGKILL');
            }
          } catch {
            break; // the connection died with the process: round two finds this request's fate
          }
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const atKill = (await db.query<{ status: string; paid: boolean; n: unknown }>(
      'SELECT status, paid_at IS NOT NULL AS paid, count(*) AS n FROM withdrawals WHERE id = ANY($1::bigint[]) GROUP BY 1, 2', [ids],
    )).map((r) => `${String(r.n)} ${r.status}${r.paid ? ' paid' : ''}`).join(', ');
    const holdsAtKill = await db.query<{ state: string; n: unknown }>(
      "SELECT h.state, count(*) AS n FROM withdrawals w JOIN ledger_holds h ON h.id = w.hold_id WHERE w.id = ANY($1::bigint[]) AND w.paid_at IS NOT NULL AND h.state = 'held' GROUP BY 1", [ids],
    );

    // Round two: a new process with its withdrawal job, every decision sent again under its key.
    second = await startServer(schema, 500);
    const restartMs = Date.now() - started - killedAt;
    const adminToken = await deskLogin(second.url, 'admin01');
    const refusals: string[] = [];
    for (const steps of plan) {
      for (const step of steps) {
        const answer = await decide(second.url, adminToken, step);
        if (!answer.success) refusals.push(`${step.action} ${step.id}: ${answer.errorCode}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // one run of the job at least

    const rows = await db.query<{ status: string; net: unknown; fee: unknown; paid: unknown; hold: string; settles: unknown; notices: unknown }>(
      `SELECT w.status, w.amount - w.fee AS net, w.fee AS fee, w.paid_amount AS paid, h.state AS hold,
         (SELECT count(*) FROM ledger_transactions t WHERE t.merchant = w.merchant AND t.idempotency_key = 'hold:' || w.hold_id || ':settle') AS settles,
         (SELECT count(*) FROM messages m WHERE m.member_id = w.member_id AND m.event = 'withdrawal.approved' AND m.params->>'orderNo' = 'W' || w.id) AS notices
       FROM withdrawals w JOIN ledger_holds h ON h.id = w.hold_id WHERE w.id = ANY($1::bigint[])`, [ids],
    );
    const net = rows.reduce((sum, r) => sum + Number(r.net), 0);
    const fees = rows.reduce((sum, r) => sum + Number(r.fee), 0);
    const after = { wallet: await balance(wallet), house: await balance(house), payout: await balance(payout) };
    const ledger = await checkLedger(db);
    const problems = [
      ...firstRefusals.map((r) => `a decision was refused: ${r}`),
      ...refusals.map((r) => `a retried decision was refused: ${r}`),
      ...(rows.length !== COUNT ? [`${COUNT - rows.length} requests missing`] : []),
      ...rows.filter((r) => r.status !== 'transferring').map((r) => `a request ended ${r.status}`),
      ...rows.filter((r) => Number(r.paid) !== Number(r.net)).map((r) => `a request paid ${String(r.paid)} of ${String(r.net)}`),
      ...rows.filter((r) => r.hold !== 'settled' || Number(r.settles) !== 1).map((r) => `a hold ${r.hold} with ${String(r.settles)} settlements`),
      ...rows.filter((r) => Number(r.notices) !== 1).map((r) => `a request with ${String(r.notices)} approval notices`),
      ...(after.payout - before.payout !== net ? [`the payout account moved ${after.payout - before.payout}, the requests pay ${net}`] : []),
      ...(after.house - before.house !== fees ? [`the house moved ${after.house - before.house}, the fees are ${fees}`] : []),
      ...(after.wallet !== before.wallet ? [`the wallet moved ${after.wallet - before.wallet} during the payouts`] : []),
      ...(ledger.mismatched.length ? [`${ledger.mismatched.length} accounts whose balance is not the sum of their entries`] : []),
      ...(ledger.unbalanced.length ? [`${ledger.unbalanced.length} movements that do not sum to zero`] : []),
      ...(ledger.negative.length ? [`${ledger.negative.length} member or hold accounts below zero`] : []),
      ...(ledger.total !== 0 ? [`the ledger sums to ${ledger.total}, not 0`] : []),

    ];
    console.log(`kill -9 during desk payouts, PostgreSQL, Node ${process.version}`);
    console.log(`  ${COUNT} withdrawal requests of member01 (${MERCHANT}), each approved then paid, ${IN_FLIGHT} requests in flight`);
    console.log(`  killed after ${answered} answered decisions (${killedAt} ms); at that moment: ${atKill}; ${holdsAtKill.reduce((s, r) => s + Number(r.n), 0)} paid requests with the hold still open`);
    console.log(`  second process up ${restartMs} ms after the kill; all ${COUNT * 2} decisions sent again with their keys`);
    console.log(`  in the end: ${rows.filter((r) => r.status === 'transferring' && Number(r.paid) === Number(r.net)).length} paid in full, ${rows.filter((r) => r.hold === 'settled' && Number(r.settles) === 1).length} holds settled once, ${rows.filter((r) => Number(r.notices) === 1).length} with one approval notice`);
    console.log(`  payout account +${after.payout - before.payout} for ${net} net; house +${after.house - before.house} for ${fees} fees; wallet moved ${after.wallet - before.wallet}`);
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

if (process.argv[2] === '--serve') await serve(process.argv[3]!, process.argv[4]!);
else process.exit(await main());
