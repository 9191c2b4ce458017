/**
 * Tells the member a withdrawal was approved or rejected through the inbox area's notifyMember
 * (a kept message, pushed live to every platform process). The key makes it once per request
 * and event, whichever process or repeated desk action decides. Given `tx` (the desk decision's
 * transaction) the message and its push commit with the decision: a process that dies right
 * after the commit has already told the member, and one that dies before it told nobody.
 * Without a notifier (a platform built without one, as some tests do) nothing is sent.
 */
import type { Queryable } from '../db/database.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { Withdrawal } from '../stores/withdrawals.ts';

export async function notifyWithdrawal(deps: { notifier?: Notifier }, w: Withdrawal, event: 'approved' | 'rejected', tx?: Queryable): Promise<void> {
  if (!deps.notifier) return;
  await deps.notifier.notifyMember({
    merchant: w.merchant,
    memberId: w.memberId,
    event: event === 'approved' ? 'withdrawal.approved' : 'withdrawal.rejected',
    params: { amountMinor: w.amount, requestedAt: w.createdAt, orderNo: `W${w.id}`, ...(w.remark ? { remark: w.remark } : {}) },
    key: `withdrawal.${event}:W${w.id}`,
    ...(tx ? { tx } : {}),
  });
}
