/**
 * Tells the member a withdrawal was approved or rejected through the inbox area's notifyMember
 * (a kept message, pushed live to every platform process). The key makes it once per request
 * and event, whichever process or repeated desk action decides. Without a notifier (a platform
 * built without one, as some tests do) nothing is sent.
 */
import type { Notifier } from '../notifications/notifier.ts';
import type { Withdrawal } from '../stores/withdrawals.ts';

export async function notifyWithdrawal(deps: { notifier?: Notifier }, w: Withdrawal, event: 'approved' | 'rejected'): Promise<void> {
  if (!deps.notifier) return;
  await deps.notifier.notifyMember({
    merchant: w.merchant,
    memberId: w.memberId,
    event: event === 'approved' ? 'withdrawal.approved' : 'withdrawal.rejected',
    params: { amountMinor: w.amount, requestedAt: w.createdAt, orderNo: `W${w.id}`, ...(w.remark ? { remark: w.remark } : {}) },
    key: `withdrawal.${event}:W${w.id}`,
  });
}
