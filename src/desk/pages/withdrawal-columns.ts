/** The columns both withdrawal queues show (withdrawals to approve and pay, disputes to settle). */
import type { QueueColumn, RowOf } from '../queue/types.ts';

export type WithdrawalRow = RowOf<'deskWithdrawals'>;

export const WITHDRAWAL_STATUSES = ['processing', 'transferring', 'audit_failure', 'success', 'failed', 'disputed'] as const;

export const withdrawalColumns: QueueColumn<WithdrawalRow>[] = [
  { key: 'id', labelKey: 'withdrawals.id' },
  { key: 'member', labelKey: 'withdrawals.member' },
  { key: 'amountMinor', labelKey: 'withdrawals.amount', render: (row, { money }) => money(row.amountMinor) },
  { key: 'feeMinor', labelKey: 'withdrawals.fee', render: (row, { money }) => money(row.feeMinor) },
  { key: 'paidMinor', labelKey: 'withdrawals.paid', render: (row, { money }) => money(row.paidMinor) },
  { key: 'payoutAccount', labelKey: 'withdrawals.account' },
  {
    key: 'status', labelKey: 'withdrawals.status',
    render: (row, { t }) => `${t(`withdrawals.status.${row.status}`)}${row.confirmation ? ` · ${t(`withdrawals.confirmation.${row.confirmation}`)}` : ''}`,
  },
  { key: 'createdAt', labelKey: 'withdrawals.created', render: (row, { time }) => time(row.createdAt) },
];
