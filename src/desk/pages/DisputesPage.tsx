/** Disputed payouts (finance): the member said "not received" with a proof, shown in the row; refund or force received. */
import decide from '../../../schemas/api/deskWithdrawalDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueConfig } from '../queue/types.ts';
import { ProofImage } from './ProofImage.tsx';
import { withdrawalColumns, type WithdrawalRow } from './withdrawal-columns.ts';

const vars = (row: WithdrawalRow, { money }: { money: (m: number) => string }) => ({ id: row.id, member: row.member, amount: money(row.amountMinor) });

const config: QueueConfig<'deskWithdrawals'> = {
  list: 'deskWithdrawals',
  titleKey: 'page.disputes',
  rowKey: (row) => row.id,
  columns: [
    ...withdrawalColumns,
    { key: 'hasProof', labelKey: 'withdrawals.proof', render: (row, { t }) => (row.hasProof ? <ProofImage id={row.id} /> : t('withdrawals.proof.no')) },
  ],
  initialFilters: { status: 'disputed' },
  emptyKey: 'withdrawals.noDisputes',
  refreshSeconds: 15,
  actions: [
    queueAction<'deskWithdrawalDecide', WithdrawalRow>({
      key: 'refund', labelKey: 'withdrawals.refund', confirmKey: 'withdrawals.confirmRefund', confirmVars: vars,
      form: textForm(decide.request, 'remark', 'withdrawals.reason'),
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'disputed', request: (row, values) => ({ id: row.id, action: 'refund', remark: values.remark ?? '' }),
    }),
    queueAction<'deskWithdrawalDecide', WithdrawalRow>({
      key: 'forceReceived', labelKey: 'withdrawals.forceReceived', confirmKey: 'withdrawals.confirmForce', confirmVars: vars, danger: true,
      form: textForm(decide.request, 'remark', 'withdrawals.reason'),
      call: 'deskWithdrawalDecide', when: (row) => row.status === 'disputed', request: (row, values) => ({ id: row.id, action: 'forceReceived', remark: values.remark ?? '' }),
    }),
  ],
};

export function DisputesPage() {
  return <QueuePage config={config} />;
}
