/**
 * The ledger side of a withdrawal, derived from its state: what must have moved for a request in
 * this state, done idempotently. Each transition calls it once; the withdrawal job calls it again
 * for requests whose holds are still open, so a process that dies between the state change and
 * the money movement leaves nothing undone and nothing doubled (every movement has its key).
 *
 * - rejected (audit_failure): amount and deposit back to the wallet;
 * - paid (paid_at set): the amount settled, the fee to the house, the rest to the payout account;
 * - success: the deposit back, unless the confirmation window passed (deposit_forfeit: not while
 *   the member was on a break and could not answer) or the desk forced it (kept);
 * - failed (refunded after a dispute): the paid-out amount and the fee back, the deposit back.
 */
import type { Merchant } from '../../merchants.ts';
import type { Stores } from '../../stores.ts';
import type { Withdrawal } from './store.ts';

export interface LedgerDeps {
  stores: Stores;
}

const depositKept = (w: Withdrawal): boolean => w.depositForfeit || w.confirmation === 'forced_received';

export async function applyWithdrawalLedger(deps: LedgerDeps, merchant: Merchant, w: Withdrawal, at: number): Promise<void> {
  const { ledger } = deps.stores;
  if (w.holdId === null) return;
  const close = { merchant: w.merchant, at };
  if (w.status === 'audit_failure') {
    await ledger.release({ ...close, holdId: w.holdId });
    if (w.depositHoldId !== null) await ledger.release({ ...close, holdId: w.depositHoldId });
    return;
  }
  if (w.paidAt !== null) await ledger.settle({ ...close, holdId: w.holdId, fee: w.fee });
  if (w.status === 'failed' && w.paidAt !== null) await refund(deps, merchant, w, at);
  if (w.depositHoldId === null || (w.status !== 'success' && w.status !== 'failed')) return;
  if (w.status === 'success' && depositKept(w)) await ledger.settle({ ...close, holdId: w.depositHoldId, fee: w.securityDeposit });
  else await ledger.release({ ...close, holdId: w.depositHoldId });
}

/** Pays a settled withdrawal back: the payout account returns what went out, the house the fee. */
async function refund(deps: LedgerDeps, merchant: Merchant, w: Withdrawal, at: number): Promise<void> {
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  const wallet = await ledger.account(w.merchant, 'member', w.memberId, currency);
  const payout = await ledger.account(w.merchant, 'payout', null, currency);
  const house = await ledger.account(w.merchant, 'house', null, currency);
  const entries = [{ accountId: payout, amount: -(w.amount - w.fee) }, { accountId: house, amount: -w.fee }, { accountId: wallet, amount: w.amount }];
  await ledger.post({
    merchant: w.merchant, idempotencyKey: `withdrawal:${w.id}:refund`, kind: 'withdrawal_refund', memo: `withdrawal ${w.id}`, at,
    entries: entries.filter((e) => e.amount !== 0),
  });
}
