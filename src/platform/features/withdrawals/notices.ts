/**
 * Tells the member of every change to a withdrawal they did not make themselves (approved,
 * rejected, paid out, refunded after a dispute, a dispute closed as received, a confirmation
 * window that ran out) through the inbox area's notifyMember (a kept message, pushed live to every
 * platform process). The key makes it once per request and event (a payout once per total paid),
 * whichever process or repeated desk action decides. Given `tx` (the desk decision's transaction)
 * the message and its push commit with the decision: a process that dies right after the commit
 * has already told the member, and one that dies before it told nobody.
 * Without a notifier (a platform built without one, as some tests do) nothing is sent.
 */
import type { Queryable } from '../../db/database.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { Withdrawal } from './store.ts';

export type WithdrawalNotice = 'approved' | 'rejected' | 'paid' | 'refunded' | 'forcedReceived' | 'timedOut' | 'exclusionPayout';

export async function notifyWithdrawal(deps: { notifier?: Notifier }, w: Withdrawal, event: WithdrawalNotice, tx?: Queryable): Promise<void> {
  if (!deps.notifier) return;
  // The money the notice is about: a payout what was sent so far, a refund or a decision the request.
  const amountMinor = event === 'paid' || event === 'forcedReceived' || event === 'timedOut' ? w.paidAmount : w.amount;
  await deps.notifier.notifyMember({
    merchant: w.merchant,
    memberId: w.memberId,
    event: `withdrawal.${event}`,
    params: { amountMinor, requestedAt: w.createdAt, orderNo: `W${w.id}`, ...(w.remark ? { remark: w.remark } : {}) },
    key: `withdrawal.${event}:W${w.id}${event === 'paid' ? `:${w.paidAmount}` : ''}`,
    ...(tx ? { tx } : {}),
  });
}
