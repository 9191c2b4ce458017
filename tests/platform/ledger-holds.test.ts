// Ledger holds (the money side of a withdrawal request): hold at once, settle pays out, release
// returns; idempotent and race-free. On embedded PGlite and (when TEST_DATABASE_URL is set) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { createStores, type Stores } from '../../src/platform/stores.ts';
import { InsufficientFundsError } from '../../src/platform/ledger/store.ts';
import { HoldClosedError, HoldKeyConflictError, HoldNotFoundError } from '../../src/platform/ledger/holds-store.ts';
import { openTestDatabase } from './db-helpers.ts';
import { checkLedger, createWallet, HEALTHY, T0 } from './ledger-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('ledger holds', ({ id: kind }) => {
  let db: Database;
  let stores: Stores;
  let cleanup: () => Promise<void>;
  let house: number;
  let payout: number;

  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    stores = createStores(db);
    house = await stores.ledger.account('m1', 'house', null, 'VND');
    payout = await stores.ledger.account('m1', 'payout', null, 'VND');
  });
  afterAll(async () => cleanup());

  /** A member wallet credited with `amount`, and the member's hold account. */
  const funded = async (username: string, amount: number) => {
    const wallet = await createWallet(stores, 'm1', username);
    await stores.ledger.post({
      merchant: 'm1', idempotencyKey: `credit:${username}`, kind: 'test', at: T0,
      entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }],
    });
    const memberId = Number((await db.query<{ member_id: unknown }>('SELECT member_id FROM ledger_accounts WHERE id = $1', [wallet]))[0]?.member_id);
    return { wallet, holdAccount: await stores.ledger.account('m1', 'hold', memberId, 'VND') };
  };
  const hold = (wallet: number, amount: number, key: string) =>
    stores.ledger.hold({ merchant: 'm1', walletAccountId: wallet, amount, purpose: 'withdrawal', idempotencyKey: key, at: T0 });
  const close = { merchant: 'm1', at: T0 + 1 };
  const balances = (...ids: number[]) => Promise.all(ids.map((id) => stores.ledger.balance(id)));

  it('a hold takes the money at once; settle pays it out, release gives it back', async () => {
    const { wallet, holdAccount } = await funded('hold01', 100);
    const payoutBefore = await stores.ledger.balance(payout);
    const first = await hold(wallet, 30, 'w-1');
    expect(first).toMatchObject({ replayed: false, hold: { state: 'held', amount: 30, walletAccountId: wallet, holdAccountId: holdAccount, purpose: 'withdrawal' } });
    expect(await balances(wallet, holdAccount)).toEqual([70, 30]);

    const settled = await stores.ledger.settle({ ...close, holdId: first.hold.id });
    expect(settled).toMatchObject({ replayed: false, hold: { state: 'settled', closedAt: T0 + 1 } });
    expect(await balances(wallet, holdAccount, payout)).toEqual([70, 0, payoutBefore + 30]);

    const second = await hold(wallet, 50, 'w-2');
    expect(await balances(wallet, holdAccount)).toEqual([20, 50]);
    expect(await stores.ledger.release({ ...close, holdId: second.hold.id })).toMatchObject({ replayed: false, hold: { state: 'released' } });
    expect(await balances(wallet, holdAccount, payout)).toEqual([70, 0, payoutBefore + 30]);
    expect((await stores.ledger.entries(wallet)).map((e) => [e.kind, e.amount])).toEqual([['test', 100], ['hold', -30], ['hold', -50], ['hold_release', 50]]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('settle keeps a fee for the house; a fee of the whole amount forfeits the hold', async () => {
    const { wallet, holdAccount } = await funded('hold07', 100);
    const houseBefore = await stores.ledger.balance(house);
    const payoutBefore = await stores.ledger.balance(payout);
    const paid = await hold(wallet, 60, 'w-fee');
    await expect(stores.ledger.settle({ ...close, holdId: paid.hold.id, fee: 61 })).rejects.toThrow(/fee/);
    await expect(stores.ledger.settle({ ...close, holdId: paid.hold.id, fee: -1 })).rejects.toThrow(/fee/);
    await expect(stores.ledger.settle({ ...close, holdId: paid.hold.id, fee: 0.5 })).rejects.toThrow(/fee/);
    await stores.ledger.settle({ ...close, holdId: paid.hold.id, fee: 5 });
    expect(await balances(wallet, holdAccount, payout, house)).toEqual([40, 0, payoutBefore + 55, houseBefore + 5]);
    const deposit = await hold(wallet, 10, 'w-deposit');
    expect((await stores.ledger.settle({ ...close, holdId: deposit.hold.id, fee: 10 })).hold.state).toBe('settled');
    expect(await balances(wallet, holdAccount, payout, house)).toEqual([30, 0, payoutBefore + 55, houseBefore + 15]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('every hold movement is idempotent, and a closed hold cannot close the other way', async () => {
    const { wallet, holdAccount } = await funded('hold02', 100);
    const first = await hold(wallet, 40, 'w-idem');
    expect(await hold(wallet, 40, 'w-idem')).toEqual({ hold: first.hold, replayed: true });
    // The same key with another amount is a client bug: refused, not a silent answer about the first hold.
    await expect(hold(wallet, 45, 'w-idem')).rejects.toEqual(new HoldKeyConflictError('w-idem'));
    expect(await balances(wallet, holdAccount)).toEqual([60, 40]);

    const settled = await stores.ledger.settle({ ...close, holdId: first.hold.id });
    expect(await stores.ledger.settle({ ...close, holdId: first.hold.id })).toEqual({ hold: settled.hold, replayed: true });
    await expect(stores.ledger.release({ ...close, holdId: first.hold.id })).rejects.toEqual(new HoldClosedError(first.hold.id, 'settled'));

    const other = await hold(wallet, 10, 'w-idem-2');
    await stores.ledger.release({ ...close, holdId: other.hold.id });
    await expect(stores.ledger.settle({ ...close, holdId: other.hold.id })).rejects.toEqual(new HoldClosedError(other.hold.id, 'released'));
    expect(await balances(wallet, holdAccount)).toEqual([60, 0]);
    // Another merchant's operator cannot touch the hold.
    await expect(stores.ledger.settle({ merchant: 'm2', holdId: other.hold.id, at: T0 })).rejects.toBeInstanceOf(HoldNotFoundError);
    expect(await stores.ledger.findHold('m1', other.hold.id)).toMatchObject({ state: 'released' });
  });

  it('refuses a hold beyond the balance, on a non-member account, or under a key of another movement', async () => {
    const { wallet, holdAccount } = await funded('hold03', 100);
    await expect(hold(wallet, 101, 'w-over')).rejects.toEqual(new InsufficientFundsError(wallet));
    await expect(hold(house, 10, 'w-house')).rejects.toThrow(/not a member wallet/);
    await expect(hold(wallet, 0, 'w-zero')).rejects.toThrow(/positive integer/);
    await expect(hold(wallet, 10, 'credit:hold03')).rejects.toThrow(/not a hold/);
    expect(await balances(wallet, holdAccount)).toEqual([100, 0]);
    expect(await db.query('SELECT id FROM ledger_holds WHERE wallet_account_id = $1', [wallet])).toEqual([]);
  });

  it('100 concurrent holds of 10 on a balance of 100: exactly 10 succeed', async () => {
    const { wallet, holdAccount } = await funded('hold04', 100);
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => hold(wallet, 10, `w-race-${i}`)));
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(results.length - rejected.length).toBe(10);
    expect(rejected.every((r) => r.reason instanceof InsufficientFundsError)).toBe(true);
    expect(await balances(wallet, holdAccount)).toEqual([0, 100]);
    const rows = await db.query<{ n: unknown }>("SELECT count(*) AS n FROM ledger_holds WHERE wallet_account_id = $1 AND state = 'held'", [wallet]);
    expect(Number(rows[0]?.n)).toBe(10);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });

  it('the same hold key sent 20 times at once holds once', async () => {
    const { wallet, holdAccount } = await funded('hold05', 100);
    const results = await Promise.all(Array.from({ length: 20 }, () => hold(wallet, 25, 'w-same')));
    expect(new Set(results.map((r) => r.hold.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balances(wallet, holdAccount)).toEqual([75, 25]);
  });

  it('racing settles and releases close each hold exactly once', async () => {
    const { wallet, holdAccount } = await funded('hold06', 200);
    const payoutBefore = await stores.ledger.balance(payout);
    const holds = await Promise.all(Array.from({ length: 20 }, (_, i) => hold(wallet, 10, `w-close-${i}`)));
    const attempts = holds.flatMap(({ hold: h }) => [
      stores.ledger.settle({ ...close, holdId: h.id }), stores.ledger.release({ ...close, holdId: h.id }),
      stores.ledger.settle({ ...close, holdId: h.id }), stores.ledger.release({ ...close, holdId: h.id }),
    ]);
    const results = await Promise.allSettled(attempts);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(HoldClosedError);
    const firsts = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed);
    expect(firsts).toHaveLength(20);
    const states = await Promise.all(holds.map(({ hold: h }) => stores.ledger.findHold('m1', h.id)));
    const settledCount = states.filter((h) => h?.state === 'settled').length;
    expect(settledCount + states.filter((h) => h?.state === 'released').length).toBe(20);
    expect(await balances(wallet, holdAccount, payout)).toEqual([200 - 200 + (20 - settledCount) * 10, 0, payoutBefore + settledCount * 10]);
    expect(await checkLedger(db)).toMatchObject(HEALTHY);
  });
});
