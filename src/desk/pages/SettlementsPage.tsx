/**
 * Agents' settlements: salaries and dividends the settlement job computed, by state.
 * Those above the merchant's review threshold wait here ("held"); finance and admin pay one as
 * computed or with an adjusted amount, or reject it with a reason the agent reads. The agent is
 * told either way. Any pending row may be decided; the job pays the others by itself.
 */
import decide from '../../../schemas/api/deskSettlementDecide.json';
import { QueuePage } from '../queue/QueuePage.tsx';
import { queueAction, textForm, type QueueColumn, type QueueConfig, type RowOf } from '../queue/types.ts';

type Row = RowOf<'deskSettlements'>;
const STATES = ['pending', 'disbursed', 'rejected'] as const;
const pending = (row: Row) => row.state === 'pending';

const columns: QueueColumn<Row>[] = [
  { key: 'id', labelKey: 'settlements.id' },
  { key: 'holder', labelKey: 'settlements.holder' },
  { key: 'type', labelKey: 'settlements.type', render: (row, { t }) => t(`contracts.type.${row.type}`) },
  { key: 'period', labelKey: 'settlements.period', render: (row, { time }) => `${time(row.periodStart)} – ${time(row.periodEnd)}` },
  { key: 'validBet', labelKey: 'settlements.validBet', render: (row, { money }) => money(row.validBetMinor) },
  { key: 'profitLoss', labelKey: 'settlements.teamLoss', render: (row, { money }) => money(row.profitLossMinor) },
  { key: 'activeMembers', labelKey: 'settlements.activeMembers' },
  { key: 'tier', labelKey: 'settlements.tier', render: (row) => row.tier ?? '–' },
  {
    key: 'amount', labelKey: 'settlements.amount',
    render: (row, { t, money }) => (row.computedAmountMinor !== null ? t('settlements.adjusted', { amount: money(row.amountMinor), computed: money(row.computedAmountMinor) }) : money(row.amountMinor)),
  },
  {
    key: 'state', labelKey: 'settlements.state',
    render: (row, { t }) => [t(`settlements.state.${row.state}`), row.state === 'pending' && row.held ? t('settlements.held') : '', row.remark ?? '', row.decidedBy ?? ''].filter(Boolean).join(' · '),
  },
  { key: 'settledAt', labelKey: 'settlements.settled', render: (row, { time }) => time(row.settledAt) },
];

const vars = (row: Row, { t, money }: { t: (key: string) => string; money: (m: number) => string }) => ({ id: row.id, holder: row.holder, type: t(`contracts.type.${row.type}`), amount: money(row.amountMinor) });

const config: QueueConfig<'deskSettlements'> = {
  list: 'deskSettlements',
  titleKey: 'page.settlements',
  rowKey: (row) => row.id,
  columns,
  filters: [
    { name: 'state', labelKey: 'settlements.state', options: STATES.map((s) => ({ value: s, labelKey: `settlements.state.${s}` })) },
    { name: 'holder', labelKey: 'settlements.holder' },
  ],
  initialFilters: { state: 'pending' },
  refreshSeconds: 30,
  actions: [
    queueAction<'deskSettlementDecide', Row>({
      key: 'pay', labelKey: 'settlements.pay', confirmKey: 'settlements.confirmPay', confirmVars: vars,
      form: { schema: decide.request, fields: () => ({ amount: { widget: 'money', label: 'settlements.adjustAmount', errorCodes: ['amount.invalid'] } }) },
      call: 'deskSettlementDecide', when: pending,
      request: (row, values) => ({ id: row.id, action: 'pay', ...(values.amount ? { amount: values.amount } : {}) }),
    }),
    queueAction<'deskSettlementDecide', Row>({
      key: 'reject', labelKey: 'settlements.reject', confirmKey: 'settlements.confirmReject', confirmVars: vars, danger: true,
      form: textForm(decide.request, 'reason', 'settlements.reason'),
      call: 'deskSettlementDecide', when: pending, request: (row, values) => ({ id: row.id, action: 'reject', reason: values.reason ?? '' }),
    }),
  ],
};

export function SettlementsPage() {
  return <QueuePage config={config} />;
}
