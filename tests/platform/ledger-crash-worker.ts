// Child process of ledger-crash.test.ts: moves money through the ledger (transfers, bets, wins,
// holds, settles, releases) on 8 lanes at once until it is killed, printing `done <n>` after each
// finished operation. Usage: node --import tsx ledger-crash-worker.ts <pglite-dir | pg-schema> <pglite|postgres>
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createStores } from '../../src/platform/stores.ts';
import { InsufficientFundsError } from '../../src/platform/ledger/store.ts';
import { HoldClosedError } from '../../src/platform/ledger/holds-store.ts';
import { seededRandom } from '../../src/shared/games/rng.ts';

const [where = '', kind = 'pglite'] = process.argv.slice(2);
const db = kind === 'pglite' ? await openDatabase({ dataDir: where }) : await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema: where });
await migrate(db);
const stores = createStores(db);
const M = 'm1';
const house = await stores.ledger.account(M, 'house', null, 'VND');
const wallets: number[] = [];
for (let i = 0; i < 20; i++) {
  const username = `crash${String(i).padStart(2, '0')}`;
  const created = await stores.members.create({
    merchant: M, username, passwordHash: 'h', passwordIsDefault: false, passwordChangedAt: 0, type: 0, nickname: null, mobile: null,
    email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: 0,
  });
  const memberId = 'member' in created ? created.member.id : (await stores.members.findByUsername(M, username))!.id;
  const wallet = await stores.ledger.account(M, 'member', memberId, 'VND');
  await stores.ledger.post({ merchant: M, idempotencyKey: `crash:fund:${i}`, kind: 'test', at: 0, entries: [{ accountId: house, amount: -10_000 }, { accountId: wallet, amount: 10_000 }] });
  wallets.push(wallet);
}

const random = seededRandom(7);
const pick = () => wallets[Math.floor(random() * wallets.length)]!;
const holds: number[] = [];
let next = 0;
let done = 0;

async function operation(i: number): Promise<void> {
  const roll = random();
  const amount = 1 + Math.floor(random() * 500);
  const move = (from: number, to: number) =>
    stores.ledger.post({ merchant: M, idempotencyKey: `crash:${process.pid}:op:${i}`, kind: 'test', at: i, entries: [{ accountId: from, amount: -amount }, { accountId: to, amount }] });
  if (roll < 0.3) {
    const from = pick();
    await move(from, wallets[(wallets.indexOf(from) + 1 + Math.floor(random() * 19)) % wallets.length]!);
  }
  else if (roll < 0.5) await move(pick(), house);
  else if (roll < 0.6) await move(house, pick());
  else if (roll < 0.8) {
    const { hold } = await stores.ledger.hold({ merchant: M, walletAccountId: pick(), amount, purpose: 'withdrawal', idempotencyKey: `crash:${process.pid}:op:${i}`, at: i });
    holds.push(hold.id);
  } else {
    const holdId = holds[Math.floor(random() * holds.length)];
    if (holdId === undefined) return;
    const close = { merchant: M, holdId, at: i };
    await (random() < 0.5 ? stores.ledger.settle(close) : stores.ledger.release(close));
  }
}

async function lane(): Promise<void> {
  for (;;) {
    const i = next++;
    try {
      await operation(i);
    } catch (error) {
      if (!(error instanceof InsufficientFundsError || error instanceof HoldClosedError)) throw error;
    }
    done += 1;
    process.stdout.write(`done ${done}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: 8 }, lane));
