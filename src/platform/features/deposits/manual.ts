/**
 * Manual bank transfers: the member transfers to the merchant's receiving account and
 * sends the amount, the bank reference and a receipt image; the request waits for the desk. One
 * waiting request at a time ("Please complete your deposit request."), the channel's range and
 * the member's deposit limits are checked here, under the member's row lock. The desk approves
 * (credit through the ledger with the decision, once) or rejects with a reason; the member hears
 * of either as of a provider deposit.
 */
import { depositFee, TRANSFER_REFERENCE } from '../../../shared/deposit-rules.ts';
import { parseAmount } from '../../../shared/money.ts';
import { majorToMinor } from '../../../shared/withdrawal-rules.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import { approveIn, type CreditAccounts, type Deposit } from './store.ts';
import type { Member } from '../members/index.ts';
import { assertWithinLimits } from '../deposit-limits/index.ts';
import { depositSettings, type DepositDeps } from './service.ts';
import { assertNotProtected, takeOutsideExclusion } from '../protection/index.ts';
import { readProof } from '../withdrawals/index.ts';

/** A manual request waits for the desk this long before the expiry job ends it (the member may cancel sooner). */
export const MANUAL_REVIEW_MS = 7 * 24 * 60 * 60 * 1000;

export interface ManualInput {
  channel: string;
  amount: string;
  reference: string;
  receipt: string;
  requestKey: string;
}

/** The receipt as the withdrawal proof is checked (png or jpg by its bytes, at most 5 MB), with the deposit's own codes. */
function readReceipt(text: string): { mime: string; bytes: Buffer } {
  try {
    return readProof(text || undefined);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.errorCode === 'proof.required') throw new ApiError(400, 'deposit.receipt.required', 'Attach the transfer receipt (png or jpg)');
    if (error.errorCode === 'proof.tooLarge') throw new ApiError(400, 'deposit.receipt.tooLarge', 'The receipt is larger than 5 MB');
    throw new ApiError(400, 'deposit.receipt.invalid', 'The receipt must be a png or jpg image');
  }
}

export function manualChannel(merchant: Merchant, code: string) {
  const channel = depositSettings(merchant)?.channels.find((c) => c.code === code && c.method === 'manual');
  const limit = channel?.limits.find((l) => l.currency === merchant.currency.code);
  if (!channel || !limit || !channel.receivingAccount) return null;
  const { decimals } = merchant.currency;
  return { channel, minMinor: majorToMinor(limit.min, decimals), maxMinor: majorToMinor(limit.max, decimals), chipsMinor: channel.chips.map((c) => majorToMinor(c, decimals)) };
}

export async function createManualDeposit(deps: DepositDeps, merchant: Merchant, member: Member, input: ManualInput): Promise<Deposit> {
  const now = deps.clock.now();
  assertNotProtected(member, now);
  assertNotProtected({ protection: await takeOutsideExclusion(deps, merchant, member, now) }, now);
  if (!depositSettings(merchant)) throw new ApiError(403, 'deposit.disabled', 'Deposits are not available');
  const view = manualChannel(merchant, input.channel);
  if (!view) throw new ApiError(400, 'deposit.channel.invalid', 'Choose one of the deposit channels');
  const amount = parseAmount(input.amount.trim(), merchant.currency.decimals);
  if (amount === null || amount <= 0) throw new ApiError(400, 'amount.invalid', 'The amount is not valid');
  if (amount < view.minMinor || amount > view.maxMinor) {
    throw new ApiError(400, 'deposit.amount.range', 'The amount is outside the allowed range', { minMinor: view.minMinor, maxMinor: view.maxMinor });
  }
  if (view.channel.chipsOnly && !view.chipsMinor.includes(amount)) throw new ApiError(400, 'deposit.amount.chip', 'Choose one of the offered amounts');
  const reference = input.reference.trim();
  if (!TRANSFER_REFERENCE.test(reference)) throw new ApiError(400, 'deposit.reference.invalid', 'Enter the transfer reference from your bank (4 to 40 letters or digits)');
  const receipt = readReceipt(input.receipt);
  const { deposit, created } = await deps.stores.deposits.create(
    {
      merchant: merchant.code, memberId: member.id, channel: view.channel.code, method: 'manual', currency: merchant.currency.code,
      amount, fee: depositFee(amount, view.channel.fee, merchant.currency.decimals), reference: input.requestKey, createdAt: now, expiresAt: now + MANUAL_REVIEW_MS,
    },
    {
      transferReference: reference,
      receipt,
      guard: async (tx) => {
        if (await deps.stores.manualDeposits.hasOpen(tx, merchant.code, member.id)) {
          throw new ApiError(409, 'deposit.manual.pending', 'Please complete your deposit request.');
        }
        await assertWithinLimits(deps.stores.depositLimits, tx, merchant, member.id, amount, now);
      },
    },
  );
  if (!created && (deposit.amount !== amount || deposit.channel !== view.channel.code)) {
    throw new ApiError(409, 'deposit.key.conflict', 'This request key was used for another deposit');
  }
  return deposit;
}

export type ManualDecision = 'approve' | 'reject';

/**
 * The ledger accounts an approval of `d` moves money between, found (or made) before the desk's
 * transaction opens: on PGlite a query outside an open transaction would wait for it forever.
 */
export async function creditAccounts(deps: DepositDeps, merchant: Merchant, memberId: number): Promise<CreditAccounts> {
  const { ledger } = deps.stores;
  const currency = merchant.currency.code;
  return {
    clearing: await ledger.account(merchant.code, 'deposit', null, currency),
    wallet: await ledger.account(merchant.code, 'member', memberId, currency),
    house: await ledger.account(merchant.code, 'house', null, currency),
  };
}

/**
 * The desk's decision, in the desk action's transaction: the row is locked, then approved with
 * its credit (key deposit:<id>:credit) or rejected; the member's notice commits with it.
 */
export async function decideManualIn(
  deps: DepositDeps, tx: Queryable, merchant: Merchant, id: number, decision: { action: ManualDecision; by: string; reason: string | null; accounts: CreditAccounts },
): Promise<{ before: Deposit; after: Deposit }> {
  const now = deps.clock.now();
  const before = await deps.stores.manualDeposits.lock(tx, merchant.code, id);
  if (!before) throw new ApiError(404, 'deposit.not.found', 'No such deposit');
  if (before.status !== 'pending' && before.status !== 'new') throw new ApiError(409, 'desk.state.changed', 'This deposit was already handled');
  const credited = decision.action === 'approve';
  const after = credited
    ? await approveIn(tx, merchant.code, id, decision.accounts, now, decision.by, null)
    : await deps.stores.manualDeposits.closeIn(tx, merchant.code, id, 'rejected', now, decision.by, decision.reason);
  if (!after) throw new ApiError(409, 'desk.state.changed', 'This deposit was already handled');
  if (deps.notifier) {
    const event = credited ? 'deposit.credited' : 'deposit.failed';
    await deps.notifier.notifyMember({
      merchant: merchant.code, memberId: after.memberId, event,
      params: { amountMinor: credited ? after.amount - after.fee : after.amount, requestedAt: after.createdAt, orderNo: `D${after.id}`, ...(after.reason ? { remark: after.reason } : {}) },
      key: `${event}:D${after.id}`,
      tx,
    });
  }
  return { before, after };
}
