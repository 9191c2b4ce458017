/**
 * Transfer rules: an agent sends to any member of its downline, a member (or an
 * agent) sends to its upline. Every rule the transfer pages show is checked here again: the
 * merchant's switch, who may receive, the amount (positive, at most the currency's decimals, at
 * most the balance: the ledger refuses an overdraft under the wallet's row lock), the transaction
 * password, a real account without a time-out or self-exclusion on either side.
 */
import { isAgentCentreType, isTrialType } from '../../../shared/member-types.ts';
import { parseAmount } from '../../../shared/money.ts';
import type { Clock } from '../../clock.ts';
import { ApiError, trialRefused } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { SecurityPolicy } from '../../policy.ts';
import type { Stores } from '../../stores.ts';
import { InsufficientFundsError } from '../../ledger/store.ts';
import type { Member } from '../members/index.ts';
import type { TransferKind, TransferRow } from './store.ts';
import { checkPaymentPassword } from '../security-centre/index.ts';
import { activeProtection, assertNotProtected } from '../protection/index.ts';
import { assertRealMoneyAllowed } from '../sessions/index.ts';

export interface TransferDeps {
  stores: Stores;
  clock: Clock;
  policy: SecurityPolicy;
}

export interface TransferInput {
  amount: string;
  paymentPassword: string;
  remark?: string | undefined;
  requestKey: string;
}

export const transfersDisabled = (): ApiError => new ApiError(403, 'transfer.disabled', 'Transfers are not available');
const recipientInvalid = (): ApiError => new ApiError(404, 'transfer.recipient.invalid', 'This account is not in your downline');

export function transferSwitches(merchant: Merchant): { toUpline: boolean; toDownline: boolean } {
  return merchant.features.transfers ?? { toUpline: false, toDownline: false };
}

/** The upline a member may send to (null: none, or the merchant does not allow it). */
export async function uplineOf(stores: Stores, merchant: Merchant, member: Member): Promise<Member | null> {
  if (member.uplineId === null) return null;
  const upline = await stores.members.findById(member.uplineId);
  return upline && upline.merchant === merchant.code ? upline : null;
}

export async function transferToUpline(deps: TransferDeps, merchant: Merchant, member: Member, input: TransferInput): Promise<TransferRow> {
  assertSender(member, merchant, deps.clock.now());
  if (!transferSwitches(merchant).toUpline) throw transfersDisabled();
  const upline = await uplineOf(deps.stores, merchant, member);
  if (!upline) throw new ApiError(404, 'transfer.upline.none', 'You have no upline to send to');
  return send(deps, merchant, member, upline, 'upline', input);
}

export async function transferToDownline(deps: TransferDeps, merchant: Merchant, agent: Member, username: string, input: TransferInput): Promise<TransferRow> {
  assertSender(agent, merchant, deps.clock.now());
  if (!isAgentCentreType(agent.type)) throw new ApiError(403, 'agent.only', 'Only agents send to a downline');
  if (!transferSwitches(merchant).toDownline) throw transfersDisabled();
  // The walk starts from the agent and stays in its merchant: another team or merchant is not found.
  const found = await deps.stores.team.inTeam(merchant.code, agent.id, username.trim());
  const target = found ? await deps.stores.members.findById(found.id) : null;
  if (!target) throw recipientInvalid();
  return send(deps, merchant, agent, target, 'downline', input);
}

function assertSender(member: Member, merchant: Merchant, now: number): void {
  if (isTrialType(member.type)) throw trialRefused();
  assertRealMoneyAllowed(member, merchant, now);
  assertNotProtected(member, now);
}

async function send(deps: TransferDeps, merchant: Merchant, from: Member, to: Member, kind: TransferKind, input: TransferInput): Promise<TransferRow> {
  const { stores, clock } = deps;
  const now = clock.now();
  // A self-excluded or timed-out member takes no money either: it is kept away from play.
  if (isTrialType(to.type) || activeProtection(to, now)) throw new ApiError(403, 'transfer.recipient.unavailable', 'This account cannot receive transfers now');
  const amount = parseAmount(input.amount.trim(), merchant.currency.decimals);
  if (amount === null || amount <= 0) throw new ApiError(400, 'amount.invalid', 'The amount is not valid');
  await checkPaymentPassword(deps, from, input.paymentPassword);
  const currency = merchant.currency.code;
  const remark = input.remark?.trim() ? input.remark.trim() : null;
  try {
    const { transfer, created } = await stores.transfers.send({
      merchant: merchant.code, fromMemberId: from.id, toMemberId: to.id, kind, amount, remark, requestKey: input.requestKey, at: now,
      fromWallet: await stores.ledger.account(merchant.code, 'member', from.id, currency),
      toWallet: await stores.ledger.account(merchant.code, 'member', to.id, currency),
    });
    if (!created && (transfer.toMemberId !== to.id || transfer.amount !== amount)) {
      throw new ApiError(409, 'transfer.key.conflict', 'This request key was used for another transfer');
    }
    return transfer;
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(400, 'balance.insufficient', 'Your balance is not enough');
    throw error;
  }
}

/** A transfer as `memberId` sees it. */
export function transferView(t: TransferRow, memberId: number) {
  const out = t.fromMemberId === memberId;
  return {
    id: t.id,
    direction: out ? 'out' as const : 'in' as const,
    kind: t.kind,
    counterparty: out ? t.toUsername : t.fromUsername,
    amountMinor: t.amount,
    remark: t.remark,
    createdAt: t.createdAt,
  };
}
