/**
 * Tells the member a withdrawal was approved or rejected. Until the inbox area's live
 * notifications land (notifyMember), the notice is a kept site message (the header's unread
 * count); its key makes it once per request and event, whichever process decides.
 */
import type { Merchant } from '../merchants.ts';
import type { Stores } from '../stores/index.ts';
import type { Clock } from '../clock.ts';
import type { Withdrawal } from '../stores/withdrawals.ts';
import { formatMoney } from '../../shared/money.ts';

const TITLES: Record<'approved' | 'rejected', string> = {
  approved: 'Withdrawal approved',
  rejected: 'Withdrawal rejected',
};

export async function notifyWithdrawal(deps: { stores: Stores; clock: Clock }, merchant: Merchant, w: Withdrawal, event: 'approved' | 'rejected'): Promise<void> {
  const amount = formatMoney(w.amount, merchant.currency);
  const at = new Date(w.createdAt).toISOString().slice(0, 16).replace('T', ' ');
  const content = `Hi, your ${amount} withdrawal request at ${at} has been ${event}.${w.remark ? ` ${w.remark}` : ''}`;
  await deps.stores.messages.add({ merchant: merchant.code, memberId: w.memberId, title: TITLES[event], content, createdAt: deps.clock.now(), seedKey: `withdrawal:${w.id}:${event}` });
}
