/**
 * Contracts the operator gave top-level agents, by state: each version with its tiers'
 * top rate, an open request and who must answer. Read only here: offers to top-level agents go
 * through deskContractOffer, which this page does not drive yet.
 */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueColumn, QueueConfig, RowOf } from '../queue/types.ts';

type Row = RowOf<'deskContracts'>;
const STATUSES = ['offered', 'active', 'rejected', 'terminated', 'ended'] as const;

const columns: QueueColumn<Row>[] = [
  { key: 'id', labelKey: 'contracts.id' },
  { key: 'holder', labelKey: 'contracts.holder' },
  { key: 'type', labelKey: 'contracts.type', render: (row, { t }) => `${t(`contracts.type.${row.type}`)}${row.period ? ` · ${t(`contracts.period.${row.period}`)}` : ''}` },
  { key: 'version', labelKey: 'contracts.version' },
  { key: 'rate', labelKey: 'contracts.rate', render: (row, { percent }) => percent(row.rate) },
  { key: 'tiers', labelKey: 'contracts.tiers', render: (row) => row.tiers.length },
  {
    key: 'status', labelKey: 'contracts.status',
    render: (row, { t, percent }) => {
      const request = row.request
        ? ` · ${t(`contracts.request.${row.request.kind}`, { rate: row.request.rate === null ? '' : percent(row.request.rate) })}`
        : '';
      return `${t(`contracts.status.${row.status}`)}${request}`;
    },
  },
  { key: 'awaiting', labelKey: 'contracts.awaiting', render: (row, { t }) => (row.awaiting ? t(`contracts.awaiting.${row.awaiting === 'you' ? 'desk' : 'agent'}`) : '–') },
  { key: 'createdAt', labelKey: 'contracts.created', render: (row, { time }) => time(row.createdAt) },
  { key: 'decidedAt', labelKey: 'contracts.decided', render: (row, { time }) => (row.endedAt ?? row.decidedAt ? time((row.endedAt ?? row.decidedAt)!) : '–') },
];

const config: QueueConfig<'deskContracts'> = {
  list: 'deskContracts',
  titleKey: 'page.contracts',
  rowKey: (row) => row.id,
  columns,
  filters: [
    { name: 'status', labelKey: 'contracts.status', options: STATUSES.map((s) => ({ value: s, labelKey: `contracts.status.${s}` })) },
    { name: 'holder', labelKey: 'contracts.holder' },
  ],
  initialFilters: { status: 'active' },
  refreshSeconds: 30,
};

export function ContractsPage() {
  return <QueuePage config={config} />;
}
