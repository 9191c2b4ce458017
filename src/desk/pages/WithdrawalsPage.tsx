/** Withdrawals to decide (finance): approve or reject a new request, pay an approved one, in parts if need be. */
import decide from '../../../schemas/api/deskWithdrawalDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueConfig } from '../queue/types.ts';
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
      form: textForm(decide.request, 'remark', 'withdrawals.reason'),
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'processing', request: (row, values) => ({ id: row.id, action: 'reject', remark: values.remark ?? '' }),
    }),
    // All that remains, or the part sent now (the rest stays to pay; the member sees both).
    queueAction<'deskWithdrawalDecide', WithdrawalRow>({
      key: 'pay', labelKey: 'withdrawals.pay', confirmKey: 'withdrawals.confirmPay', confirmVars: (row, h) => ({ ...vars(row, h), net: h.money(remaining(row)) }),
      form: {
        schema: decide.request,
        fields: (row) => ({ paidAmount: { widget: 'money', label: 'withdrawals.paidNow', maxMinor: remaining(row), errorCodes: ['amount.invalid'] } }),
      },
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'transferring' && remaining(row) > 0,
      request: (row, values) => ({ id: row.id, action: 'pay', ...(values.paidAmount ? { paidAmount: values.paidAmount } : {}) }),
    }),
  ],
};

export function WithdrawalsPage() {
  return <QueuePage config={config} />;
}
