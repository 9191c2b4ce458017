/** Withdrawals to decide (finance): approve or reject a new request, pay an approved one, in parts if need be. */
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, type QueueConfig } from '../queue/types.ts';
import { WITHDRAWAL_STATUSES, withdrawalColumns, type WithdrawalRow } from './withdrawal-columns.ts';

const remaining = (row: WithdrawalRow) => row.amountMinor - row.feeMinor - row.paidMinor;
const vars = (row: WithdrawalRow, { money }: { money: (m: number) => string }) => ({ id: row.id, member: row.member, amount: money(row.amountMinor) });

const config: QueueConfig<'deskWithdrawals'> = {
  list: 'deskWithdrawals',
  titleKey: 'page.withdrawals',
  rowKey: (row) => row.id,
  columns: withdrawalColumns,
  filters: [{ name: 'status', labelKey: 'withdrawals.status', options: WITHDRAWAL_STATUSES.map((s) => ({ value: s, labelKey: `withdrawals.status.${s}` })) }],
  initialFilters: { status: 'processing' },
  refreshSeconds: 15,
  actions: [
    queueAction<'deskWithdrawalDecide', WithdrawalRow>({
      key: 'approve', labelKey: 'withdrawals.approve', confirmKey: 'withdrawals.confirmApprove', confirmVars: vars,
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'processing', request: (row) => ({ id: row.id, action: 'approve' }),
    }),
    queueAction<'deskWithdrawalDecide', WithdrawalRow>({
      key: 'reject', labelKey: 'withdrawals.reject', confirmKey: 'withdrawals.confirmReject', confirmVars: vars, danger: true,
      inputs: [{ name: 'remark', labelKey: 'withdrawals.reason', required: true, maxLength: 200 }],
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'processing', request: (row, inputs) => ({ id: row.id, action: 'reject', remark: inputs.remark ?? '' }),
    }),
    // All that remains, or the part sent now (the rest stays to pay; the member sees both).
    queueAction<'deskWithdrawalDecide', WithdrawalRow>({
      key: 'pay', labelKey: 'withdrawals.pay', confirmKey: 'withdrawals.confirmPay', confirmVars: (row, h) => ({ ...vars(row, h), net: h.money(remaining(row)) }),
      inputs: [{ name: 'paid', labelKey: 'withdrawals.paidNow', kind: 'amount', maxLength: 17 }],
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'transferring' && remaining(row) > 0,
      request: (row, inputs) => ({ id: row.id, action: 'pay', ...(inputs.paid?.trim() ? { paidAmount: inputs.paid.trim() } : {}) }),
    }),
  ],
};

export function WithdrawalsPage() {
  return <QueuePage config={config} />;
}
