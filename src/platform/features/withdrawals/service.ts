/**
 * Withdrawal rules: who may ask, for how much, when; the holds a request takes at once;
 * the decisions of the desk (approve, reject, pay, refund, force received), each idempotent; the
 * member's confirmation; and the job that counts an unanswered confirmation as received.
 * Every rule the withdraw page shows is checked here again.
 */
import type { WithdrawalSettings } from '../../../generated/merchant.ts';
import { formatMoney, parseAmount } from '../../../shared/money.ts';
import { dayStart, majorToMinor, securityDeposit, settleTurnover, turnoverRequired, withdrawalFee, withinHours } from '../../../shared/withdrawal-rules.ts';
import { ApiError, trialRefused } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Clock } from '../../clock.ts';
import type { Member } from '../members/index.ts';
import type { Stores } from '../../stores.ts';
import { InsufficientFundsError } from '../../ledger/store.ts';
import type { Withdrawal, WithdrawalChange, WithdrawalConfirmation, WithdrawalStatus } from './store.ts';
import { assertRealMoneyAllowed, TRIAL_TYPE } from '../sessions/index.ts';
import { activeProtection } from '../protection/index.ts';
import { BONUS_KINDS } from '../history/index.ts';
import { checkPaymentPassword } from '../security-centre/index.ts';
import { applyWithdrawalLedger } from './ledger.ts';
import { sameName } from './views.ts';
import { notifyWithdrawal, type WithdrawalNotice } from './notices.ts';
import type { SecurityPolicy } from '../../policy.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { Queryable } from '../../db/database.ts';
import { repeatJob } from '../../jobs/repeat-job.ts';

export interface WithdrawalDeps {
  stores: Stores;
  /** The inbox area's notifyMember (every change the member did not make); absent, nothing is sent. */
  notifier?: Notifier;
  clock: Clock;
  policy: SecurityPolicy;
  merchants: { byCode(code: string): Merchant | undefined };
}

export function withdrawalSettings(merchant: Merchant): WithdrawalSettings | null {
  const settings = (merchant.constants as { withdrawals?: WithdrawalSettings }).withdrawals;
  return settings?.enabled ? settings : null;
}

/** Every ledger kind that credits a bonus (rebates included): each starts a turnover condition. */
const TURNOVER_BONUS_KINDS = [...BONUS_KINDS, 'rebate'];

export const withdrawalsDisabled = (): ApiError => new ApiError(403, 'withdraw.disabled', 'Withdrawals are not available');
const stateInvalid = (): ApiError => new ApiError(409, 'withdraw.state.invalid', 'This withdrawal cannot do that in its current state');
const notFound = (): ApiError => new ApiError(404, 'withdraw.not.found', 'No such withdrawal');

/**
 * Trial, password due: refused before anything else is looked at. A member on a time-out or
 * self-exclusion may withdraw (GLI-19 A.3.8: a break must not hold the balance back).
 */
export function assertMayWithdraw(member: Member, merchant: Merchant, now: number): void {
  if (member.type === TRIAL_TYPE) throw trialRefused();
  assertRealMoneyAllowed(member, merchant, now);
}

export interface TurnoverLine {
  /** 'deposit', or the ledger kind of the bonus. */
  source: string;
  promotionId: string | null;
  amountMinor: number;
  multiplier: number;
  requiredMinor: number;
  doneMinor: number;
  at: number;
}

export interface TurnoverState {
  depositMinor: number;
  requiredMinor: number;
  doneMinor: number;
  remainingMinor: number;
  lines: TurnoverLine[];
}

/** The multiplier a bonus gets when its credit names none: the merchant's bonus default, else the deposit's. */
export const bonusMultiplier = (settings: WithdrawalSettings): number => settings.bonusTurnoverMultiplier ?? settings.turnoverMultiplier;

/** The multiplier a merchant's bonus credit carries when its own config names none (0 without withdrawals). */
export function defaultBonusTurnover(merchant: Merchant): number {
  const settings = withdrawalSettings(merchant);
  return settings ? bonusMultiplier(settings) : 0;
}

/** The member's turnover conditions and how far each is played through (settleTurnover's rule). */
export async function turnoverOf(stores: Stores, merchant: Merchant, memberId: number, settings: WithdrawalSettings): Promise<TurnoverState> {
  const { conditions, betsAfter } = await stores.withdrawals.turnover(merchant.code, memberId, TURNOVER_BONUS_KINDS);
  const needs = conditions.map((c) => {
    const multiplier = c.source === 'deposit' ? settings.turnoverMultiplier : c.multiplier ?? bonusMultiplier(settings);
    return { ...c, multiplier, requiredMinor: turnoverRequired(c.amountMinor, multiplier) };
  });
  const done = settleTurnover(needs, betsAfter);
  const lines = needs.map((c, i) => ({ ...c, doneMinor: done[i] ?? 0 }));
  const requiredMinor = lines.reduce((n, l) => n + l.requiredMinor, 0);
  const doneMinor = lines.reduce((n, l) => n + l.doneMinor, 0);
  return {
    depositMinor: conditions.find((c) => c.source === 'deposit')?.amountMinor ?? 0,
    requiredMinor, doneMinor, remainingMinor: requiredMinor - doneMinor, lines,
  };
}

export interface WithdrawalInput {
  amount: string;
  payoutAccountId: number;
  paymentPassword: string;
  requestKey: string;
}

export async function requestWithdrawal(deps: WithdrawalDeps, merchant: Merchant, member: Member, input: WithdrawalInput): Promise<Withdrawal> {
  const { stores, clock } = deps;
  const now = clock.now();
  assertMayWithdraw(member, merchant, now);
  const settings = withdrawalSettings(merchant);
  if (!settings) throw withdrawalsDisabled();
  const decimals = merchant.currency.decimals;
  const amount = parseAmount(input.amount.trim(), decimals);
  if (amount === null || amount <= 0) throw new ApiError(400, 'amount.invalid', 'The amount is not valid');
  const min = majorToMinor(settings.minAmount, decimals);
  const max = majorToMinor(settings.maxAmount, decimals);
  if (amount < min || amount > max) throw new ApiError(400, 'withdraw.amount.range', 'The amount is outside the allowed range', { minMinor: min, maxMinor: max });
  if (!withinHours(now, settings.hours)) throw new ApiError(403, 'withdraw.hours.closed', 'Withdrawals are closed at this time', { from: settings.hours.from, to: settings.hours.to });
  const turnover = await turnoverOf(stores, merchant, member.id, settings);
  if (turnover.remainingMinor > 0) {
    throw new ApiError(403, 'withdraw.turnover.insufficient', `Turnover not enough: ${formatMoney(turnover.remainingMinor, merchant.currency)} more in valid bets`, { remainingMinor: turnover.remainingMinor, remaining: formatMoney(turnover.remainingMinor, merchant.currency) });
  }
  const account = await stores.payoutAccounts.find(merchant.code, member.id, input.payoutAccountId);
  if (!account) throw new ApiError(400, 'payoutAccount.invalid', 'Choose one of your payout accounts');
  await checkPaymentPassword(deps, member, input.paymentPassword);

  const fee = withdrawalFee(amount, settings, decimals);
  const deposit = securityDeposit(amount, settings.penaltyRate);
  const { withdrawal, created } = await stores.withdrawals.create(
    { merchant: merchant.code, memberId: member.id, requestKey: input.requestKey, payoutAccountId: account.id, amount, fee, securityDeposit: deposit, at: now },
    dayStart(now, settings.hours.utcOffsetMinutes),
    (count) => {
      if (count >= settings.dailyCount) throw new ApiError(403, 'withdraw.daily.limit', 'No more withdrawals today', { dailyCount: settings.dailyCount });
    },
  );
  if (!created) {
    if (withdrawal.amount !== amount || withdrawal.payoutAccountId !== account.id) throw new ApiError(409, 'withdraw.key.conflict', 'This request key was used for another withdrawal');
    if (withdrawal.holdId !== null) return withdrawal;
  }
  return takeHolds(deps, merchant, withdrawal, now);
}

/**
 * The balance paid out when a self-exclusion starts (constants.protection.payoutOnExclusion): a
 * withdrawal of the whole balance to the member's verified payout account (the oldest whose
 * holder name is the member's real name), without fee or security deposit and outside the daily
 * count and the hours, which the desk pays like any other. Null when there is nothing to pay or no
 * verified account (the balance then stays withdrawable in the restricted session). The request
 * key names the exclusion, so a retry or a second process posts it once.
 */
export async function payOutOnExclusion(deps: WithdrawalDeps, merchant: Merchant, member: Member, startedAt: number): Promise<Withdrawal | null> {
  const { stores } = deps;
  if (!withdrawalSettings(merchant) || member.type === TRIAL_TYPE || !member.payeeName) return null;
  const account = (await stores.payoutAccounts.list(merchant.code, member.id)).find((a) => sameName(a.holderName, member.payeeName!));
  if (!account) return null;
  const wallet = await stores.ledger.account(merchant.code, 'member', member.id, merchant.currency.code);
  const amount = await stores.ledger.balance(wallet);
  if (amount <= 0) return null;
  const { withdrawal, created } = await stores.withdrawals.create(
    { merchant: merchant.code, memberId: member.id, requestKey: `exclusion:${startedAt}`, payoutAccountId: account.id, amount, fee: 0, securityDeposit: 0, at: startedAt },
    dayStart(startedAt, 0),
    () => undefined,
  );
  if (!created && withdrawal.holdId !== null) return withdrawal;
  const held = await takeHolds(deps, merchant, withdrawal, startedAt);
  await notifyWithdrawal(deps, held, 'exclusionPayout');
  return held;
}

/** The amount and the deposit leave the wallet at once; if either does not fit, nothing stays moved. */
async function takeHolds(deps: WithdrawalDeps, merchant: Merchant, w: Withdrawal, now: number): Promise<Withdrawal> {
  const { ledger, withdrawals } = deps.stores;
  const wallet = await ledger.account(merchant.code, 'member', w.memberId, merchant.currency.code);
  const base = { merchant: merchant.code, walletAccountId: wallet, purpose: 'withdrawal', at: now };
  let amountHold: number | null = null;
  try {
    amountHold = (await ledger.hold({ ...base, amount: w.amount, idempotencyKey: `withdrawal:${w.id}:hold` })).hold.id;
    const depositHold = w.securityDeposit > 0
      ? (await ledger.hold({ ...base, amount: w.securityDeposit, purpose: 'withdrawal_deposit', idempotencyKey: `withdrawal:${w.id}:deposit` })).hold.id
      : null;
    await withdrawals.setHolds(w.id, amountHold, depositHold);
    return { ...w, holdId: amountHold, depositHoldId: depositHold };
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    if (amountHold !== null) await ledger.release({ merchant: merchant.code, holdId: amountHold, at: now });
    await withdrawals.discard(w.id);
    throw new ApiError(400, 'balance.insufficient', 'Insufficient balance');
  }
}

export type DeskAction = 'approve' | 'reject' | 'pay' | 'refund' | 'forceReceived';

interface Step {
  from: { status: WithdrawalStatus[]; confirmation?: (WithdrawalConfirmation | null)[] };
  /** The state the request is in once this action has been done (a repeat finds it there). */
  done: (w: Withdrawal) => boolean;
  change: (w: Withdrawal, now: number, merchant: Merchant, paidMinor: number | null) => WithdrawalChange;
  /** What the member is told once it is done. */
  notice: WithdrawalNotice;
}

const confirmWindow = (merchant: Merchant): number => Number(merchant.constants.withdrawalConfirmMinutes ?? 15) * 60_000;

const STEPS: Record<DeskAction, Step> = {
  approve: { from: { status: ['processing'] }, done: (w) => w.status !== 'processing' && w.status !== 'audit_failure', change: () => ({ status: 'transferring' }), notice: 'approved' },
  reject: { from: { status: ['processing'] }, done: (w) => w.status === 'audit_failure', change: () => ({ status: 'audit_failure' }), notice: 'rejected' },
  pay: {
    from: { status: ['transferring'], confirmation: [null, 'awaiting', 'received', 'timed_out'] },
    done: () => false,
    change: (w, now, merchant, paid) => ({
      paidAmount: paid ?? w.amount - w.fee,
      paidAt: w.paidAt ?? now,
      confirmation: 'awaiting',
      confirmDeadline: now + confirmWindow(merchant),
    }),
    notice: 'paid',
  },
  refund: { from: { status: ['disputed'] }, done: (w) => w.status === 'failed', change: () => ({ status: 'failed', confirmation: 'refunded', confirmDeadline: null }), notice: 'refunded' },
  forceReceived: {
    from: { status: ['disputed'] },
    done: (w) => w.confirmation === 'forced_received',
    change: () => ({ status: 'success', confirmation: 'forced_received', confirmDeadline: null }),
    notice: 'forcedReceived',
  },
};

/**
 * One decision of the desk, idempotent: asking again for what is already done answers the
 * request as it is; asking for what the state does not allow is `withdraw.state.invalid`.
 * `pay` takes the total paid so far (a partial payout leaves a remaining amount); the same total
 * again changes nothing.
 */
export async function decideWithdrawal(
  deps: WithdrawalDeps, merchant: Merchant, id: number, action: DeskAction, actor: string, options: { paidMinor?: number; remark?: string } = {},
): Promise<Withdrawal> {
  const now = deps.clock.now();
  const current = await deps.stores.withdrawals.find(merchant.code, id);
  if (!current || current.holdId === null) throw notFound();
  const step = STEPS[action];
  if (step.done(current)) return current;
  let paid: number | null = null;
  if (action === 'pay') {
    const net = current.amount - current.fee;
    paid = options.paidMinor ?? net;
    if (!Number.isSafeInteger(paid) || paid <= 0 || paid > net) throw new ApiError(400, 'amount.invalid', 'The paid amount is not valid');
    if (paid <= current.paidAmount) return current;
  }
  const change = { ...step.change(current, now, merchant, paid), ...(options.remark !== undefined ? { remark: options.remark } : {}) };
  const moved = await deps.stores.withdrawals.transition(merchant.code, id, step.from, change, { at: now, actor, event: action, note: options.remark ?? null });
  if (!moved) {
    const again = await deps.stores.withdrawals.find(merchant.code, id);
    if (again && step.done(again)) return again;
    throw stateInvalid();
  }
  await applyWithdrawalLedger(deps, merchant, moved, now);
  await notifyWithdrawal(deps, moved, step.notice);
  return moved;
}

const stateChanged = (): ApiError => new ApiError(409, 'desk.state.changed', 'This withdrawal was already handled');

/**
 * A desk decision inside the desk action's transaction (its audit entry commits with it): the
 * request is re-read under a row lock; what is already done (approved, or paid in full) and a state
 * the action does not apply to are 409 desk.state.changed. The same action's retry (its key) is
 * answered by the audit log before this runs. The member's notice (services/withdrawal-notices.ts) is
 * written here, in the same transaction, so no crash can separate the decision from it. The
 * ledger side follows the commit (`afterDeskDecision`): it is idempotent, and the withdrawal job
 * re-drives it if the process dies in between.
 */
export async function decideWithdrawalIn(
  deps: WithdrawalDeps, tx: Queryable, merchant: Merchant, id: number, action: DeskAction, actor: string, remark?: string, paidNowMinor?: number,
): Promise<{ before: Withdrawal; after: Withdrawal }> {
  const now = deps.clock.now();
  const current = await deps.stores.withdrawals.lock(tx, merchant.code, id);
  if (!current) throw notFound();
  const step = STEPS[action];
  // Another operator (another tab, another key) got there first: saying so keeps a second
  // approval or payout from reading as done twice, in the desk and in the audit log.
  if (step.done(current)) throw stateChanged();
  const remaining = current.amount - current.fee - current.paidAmount;
  if (action === 'pay' && remaining <= 0) throw stateChanged();
  // `pay` pays what the operator says was sent now (a part), or all that remains.
  const paidNow = paidNowMinor ?? remaining;
  if (action === 'pay' && (!Number.isSafeInteger(paidNow) || paidNow <= 0 || paidNow > remaining)) {
    throw new ApiError(400, 'amount.invalid', 'The paid amount must be above zero and at most what remains to pay');
  }
  const change = { ...step.change(current, now, merchant, action === 'pay' ? current.paidAmount + paidNow : null), ...(remark ? { remark } : {}) };
  const moved = await deps.stores.withdrawals.transitionIn(tx, merchant.code, id, step.from, change, { at: now, actor, event: action, note: remark ?? null });
  if (!moved) throw stateChanged();
  await notifyWithdrawal(deps, moved, step.notice, tx);
  return { before: current, after: moved };
}

/** After the decision's commit: the ledger side (the hold paid out or released), idempotent. */
export async function afterDeskDecision(deps: WithdrawalDeps, merchant: Merchant, w: Withdrawal): Promise<void> {
  await applyWithdrawalLedger(deps, merchant, w, deps.clock.now());
}

export type MemberAnswer = 'received' | 'notReceived' | 'fullyReceived';

/** The member's answer while a payout awaits confirmation. `proof` is already checked (proof.ts). */
export async function confirmWithdrawal(
  deps: WithdrawalDeps, merchant: Merchant, member: Member, id: number, answer: MemberAnswer, proof: { mime: string; bytes: Buffer } | null,
): Promise<Withdrawal> {
  const now = deps.clock.now();
  const current = await deps.stores.withdrawals.find(merchant.code, id);
  if (!current || current.memberId !== member.id || current.holdId === null) throw notFound();
  if (current.confirmation !== 'awaiting') throw stateInvalid();
  const remaining = current.amount - current.fee - current.paidAmount;
  let change: WithdrawalChange;
  if (answer === 'notReceived') change = { status: 'disputed', confirmation: 'not_received', confirmDeadline: null };
  else if (answer === 'fullyReceived' || remaining <= 0) change = { status: 'success', confirmation: answer === 'fullyReceived' ? 'fully_received' : 'received', confirmDeadline: null };
  // A part was paid and arrived: the rest is still to come, the request stays open.
  else change = { confirmation: 'received', confirmDeadline: null };
  const event = { notReceived: 'notReceived', received: 'received', fullyReceived: 'fullyReceived' }[answer];
  if (proof) await deps.stores.withdrawals.saveProof(id, proof.mime, proof.bytes, now);
  const moved = await deps.stores.withdrawals.transition(merchant.code, id, { status: ['transferring'], confirmation: ['awaiting'] }, change, { at: now, actor: 'member', event });
  if (!moved) throw stateInvalid();
  await applyWithdrawalLedger(deps, merchant, moved, now);
  return moved;
}

/**
 * The withdrawal job: every confirmation window that passed unanswered counts as received (the
 * deposit is kept, but for a member on a break), then the ledger side of recently closed requests is re-driven. Safe to run in
 * every platform process at once: a transition is a conditional UPDATE that one process wins.
 */
export async function runWithdrawalJob(deps: WithdrawalDeps, options: { batch?: number } = {}): Promise<{ timedOut: number; repaired: number }> {
  const now = deps.clock.now();
  const batch = options.batch ?? 100;
  let timedOut = 0;
  for (const w of await deps.stores.withdrawals.dueForTimeout(now, batch)) {
    const merchant = deps.merchants.byCode(w.merchant);
    if (!merchant) continue;
    const remaining = w.amount - w.fee - w.paidAmount;
    // A member on a time-out or self-exclusion is not pressed to come back and answer: the payout
    // still counts as received, but the deposit that stands for an answer goes back to them.
    const owner = await deps.stores.members.findById(w.memberId);
    const depositForfeit = !(owner && activeProtection(owner, now));
    const change: WithdrawalChange = remaining <= 0
      ? { status: 'success', confirmation: 'timed_out', confirmDeadline: null, depositForfeit }
      : { confirmation: 'timed_out', confirmDeadline: null, depositForfeit };
    const moved = await deps.stores.withdrawals.transition(w.merchant, w.id, { status: ['transferring'], confirmation: ['awaiting'] }, change, { at: now, actor: 'system', event: 'timedOut' });
    if (!moved) continue;
    timedOut += 1;
    await applyWithdrawalLedger(deps, merchant, moved, now);
    await notifyWithdrawal(deps, moved, 'timedOut');
  }
  // A day back is plenty: the job runs every few seconds, a dead process is restarted within minutes.
  let repaired = 0;
  for (const w of await deps.stores.withdrawals.closedSince(now - 24 * 60 * 60_000, batch)) {
    const merchant = deps.merchants.byCode(w.merchant);
    if (!merchant) continue;
    await applyWithdrawalLedger(deps, merchant, w, now);
    repaired += 1;
  }
  return { timedOut, repaired };
}

/** Runs the job every `everyMs` (each platform process); returns the stop function. */
export function startWithdrawalJob(deps: WithdrawalDeps, everyMs: number, onError: (error: unknown) => void): () => void {
  return repeatJob(() => runWithdrawalJob(deps), everyMs, onError);
}
