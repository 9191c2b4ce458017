/**
 * Holds: money set aside at once when a member asks for a withdrawal, so it can be neither spent
 * nor asked for twice while the request waits. `hold` moves it from the member's wallet to the
 * member's `hold` account; `settle` pays it out (to the merchant's `payout` account, less a fee
 * that goes to the house) when the request is approved; `release` returns it to the wallet when it
 * is rejected. A forfeited hold (a security deposit kept) is a settle whose fee is all of it. Each is one ledger
 * movement with an idempotency key: the caller's for `hold`, `hold:<id>:settle` / `hold:<id>:release`
 * for the closing ones, so a hold closes once, one way, however often or concurrently it is asked.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { AccountKind, PostInput, PostResult } from './store.ts';

export type HoldState = 'held' | 'released' | 'settled';

export interface Hold {
  id: number;
  merchant: string;
  walletAccountId: number;
  holdAccountId: number;
  amount: number;
  /** What the money is held for, e.g. `withdrawal`. */
  purpose: string;
  state: HoldState;
  holdTransactionId: number;
  closingTransactionId: number | null;
  createdAt: number;
  closedAt: number | null;
}

export interface HoldInput {
  merchant: string;
  /** The member's wallet (`member` account) the money comes from. */
  walletAccountId: number;
  amount: number;
  purpose: string;
  idempotencyKey: string;
  at: number;
}

export interface CloseHoldInput {
  merchant: string;
  holdId: number;
  at: number;
}

export interface SettleHoldInput extends CloseHoldInput {
  /** The part that goes to the merchant's house instead of out (0 to the whole amount; default 0). */
  fee?: number;
}

export interface HoldResult {
  hold: Hold;
  /** True when this exact movement had already been made: nothing moved this time. */
  replayed: boolean;
}

export class HoldNotFoundError extends Error {
  constructor(readonly holdId: number) {
    super(`hold ${holdId} not found`);
  }
}

/** Asked to settle a released hold, or to release a settled one. */
export class HoldClosedError extends Error {
  constructor(readonly holdId: number, readonly state: HoldState) {
    super(`hold ${holdId} is already ${state}`);
  }
}

/** A hold's key sent again with another wallet or amount: a client bug, never a second hold. */
export class HoldKeyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`hold key ${idempotencyKey} was used for another wallet or amount`);
  }
}

export interface LedgerHolds {
  /**
   * Throws InsufficientFundsError when the wallet has less than `amount`; a replayed key returns
   * the first hold, or throws HoldKeyConflictError when it came with another wallet or amount.
   */
  hold(input: HoldInput): Promise<HoldResult>;
  /** Pays the held money out, less `fee` (to the house). */
  settle(input: SettleHoldInput): Promise<HoldResult>;
  /** Returns the held money to the wallet. */
  release(input: CloseHoldInput): Promise<HoldResult>;
  findHold(merchant: string, holdId: number): Promise<Hold | null>;
}

interface LedgerCore {
  account(merchant: string, kind: AccountKind, memberId: number | null, currency: string): Promise<number>;
  postEntries(tx: Queryable, input: PostInput): Promise<PostResult>;
}

const toHold = (r: Record<string, unknown>): Hold => ({
  id: Number(r.id),
  merchant: String(r.merchant),
  walletAccountId: Number(r.wallet_account_id),
  holdAccountId: Number(r.hold_account_id),
  amount: Number(r.amount),
  purpose: String(r.purpose),
  state: r.state as HoldState,
  holdTransactionId: Number(r.hold_transaction_id),
  closingTransactionId: r.closing_transaction_id === null ? null : Number(r.closing_transaction_id),
  createdAt: Number(r.created_at),
  closedAt: r.closed_at === null ? null : Number(r.closed_at),
});

export function createLedgerHolds(db: Database, { account, postEntries }: LedgerCore): LedgerHolds {
  // Accounts are found (or created) before a transaction opens: on PGlite a query outside the
  // open transaction would wait for it.
  const accountRow = async (accountId: number) =>
    (await db.query<{ merchant: string; kind: string; member_id: unknown; currency: string }>(
      'SELECT merchant, kind, member_id, currency FROM ledger_accounts WHERE id = $1', [accountId],
    ))[0];

  async function close(input: SettleHoldInput, action: 'settle' | 'release'): Promise<HoldResult> {
    const target: HoldState = action === 'settle' ? 'settled' : 'released';
    const fee = input.fee ?? 0;
    const found = await findHold(input.merchant, input.holdId);
    if (!found) throw new HoldNotFoundError(input.holdId);
    if (!Number.isSafeInteger(fee) || fee < 0 || fee > found.amount) throw new Error('a fee is an integer from 0 to the held amount (minor units)');
    const currency = (await accountRow(found.holdAccountId))?.currency ?? '';
    // Where the money goes: the wallet (release), or out and the fee to the house (settle).
    const shares: [number, number][] = action === 'release'
      ? [[found.walletAccountId, found.amount]]
      : [[await account(input.merchant, 'payout', null, currency), found.amount - fee], [await account(input.merchant, 'house', null, currency), fee]];
    return db.transaction(async (tx) => {
      // The hold's row lock comes first: of two racing closes, the second sees the first's state.
      const rows = await tx.query<Record<string, unknown>>('SELECT * FROM ledger_holds WHERE id = $1 AND merchant = $2 FOR UPDATE', [
        input.holdId, input.merchant,
      ]);
      if (!rows[0]) throw new HoldNotFoundError(input.holdId);
      const hold = toHold(rows[0]);
      if (hold.state === target) return { hold, replayed: true };
      if (hold.state !== 'held') throw new HoldClosedError(hold.id, hold.state);
      const posted = await postEntries(tx, {
        merchant: input.merchant, idempotencyKey: `hold:${hold.id}:${action}`, kind: `hold_${action}`, memo: hold.purpose, at: input.at,
        entries: [
          { accountId: hold.holdAccountId, amount: -hold.amount },
          ...shares.filter(([, amount]) => amount > 0).map(([accountId, amount]) => ({ accountId, amount })),
        ],
      });
      const updated = await tx.query<Record<string, unknown>>(
        'UPDATE ledger_holds SET state = $2, closing_transaction_id = $3, closed_at = $4 WHERE id = $1 RETURNING *',
        [hold.id, target, posted.transactionId, input.at],
      );
      return { hold: toHold(updated[0]!), replayed: false };
    });
  }

  async function findHold(merchant: string, holdId: number): Promise<Hold | null> {
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM ledger_holds WHERE id = $1 AND merchant = $2', [holdId, merchant]);
    return rows[0] ? toHold(rows[0]) : null;
  }

  return {
    async hold(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new Error('a hold is a positive integer amount (minor units)');
      const wallet = await accountRow(input.walletAccountId);
      if (!wallet || wallet.merchant !== input.merchant || wallet.kind !== 'member') {
        throw new Error(`account ${input.walletAccountId} is not a member wallet of ${input.merchant}`);
      }
      const holdAccountId = await account(input.merchant, 'hold', Number(wallet.member_id), wallet.currency);
      return db.transaction(async (tx) => {
        const posted = await postEntries(tx, {
          merchant: input.merchant, idempotencyKey: input.idempotencyKey, kind: 'hold', memo: input.purpose, at: input.at,
          entries: [{ accountId: input.walletAccountId, amount: -input.amount }, { accountId: holdAccountId, amount: input.amount }],
        });
        if (posted.replayed) {
          const first = await tx.query<Record<string, unknown>>('SELECT * FROM ledger_holds WHERE hold_transaction_id = $1', [posted.transactionId]);
          if (!first[0]) throw new Error(`idempotency key ${input.idempotencyKey} belongs to a movement that is not a hold`);
          const hold = toHold(first[0]);
          if (hold.walletAccountId !== input.walletAccountId || hold.amount !== input.amount) throw new HoldKeyConflictError(input.idempotencyKey);
          return { hold, replayed: true };
        }
        const inserted = await tx.query<Record<string, unknown>>(
          `INSERT INTO ledger_holds (merchant, wallet_account_id, hold_account_id, amount, purpose, hold_transaction_id, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *`,
          [input.merchant, input.walletAccountId, holdAccountId, input.amount, input.purpose, posted.transactionId, input.at],
        );
        return { hold: toHold(inserted[0]!), replayed: false };
      });
    },
    settle: (input) => close(input, 'settle'),
    release: (input) => close(input, 'release'),
    findHold,
  };
}
