/**
 * Tells an agent its settlement was paid (by the job or the desk) or rejected by the desk, as the
 * withdrawal notices do: an inbox message in the agent's language and a live toast, through the
 * inbox area's notifyMember inside the transaction that paid or rejected (a rolled-back payment
 * tells nobody). The key is the settlement id (a job's batch: its highest), so each is told once.
 */
import type { Queryable } from '../../db/database.ts';
import type { Notifier } from '../../notifications/notifier.ts';
import type { PaidBatch, Settlement } from './store.ts';

export async function notifySettlementPaid(notifier: Notifier, tx: Queryable, batch: PaidBatch): Promise<void> {
  await notifier.notifyMember({
    merchant: batch.merchant, memberId: batch.holderId, tx, event: 'settlement.disbursed',
    params: { amountMinor: batch.amountMinor, requestedAt: batch.lastPeriodEnd, orderNo: `S${batch.lastId}` },
  });
}

export async function notifySettlementDecided(notifier: Notifier | undefined, tx: Queryable, s: Settlement): Promise<void> {
  if (!notifier || s.state === 'pending') return;
  await notifier.notifyMember({
    merchant: s.merchant, memberId: s.holderId, tx, event: s.state === 'disbursed' ? 'settlement.disbursed' : 'settlement.rejected',
    params: { amountMinor: s.amountMinor, requestedAt: s.periodEnd, orderNo: `S${s.id}`, ...(s.remark ? { remark: s.remark } : {}) },
  });
}
