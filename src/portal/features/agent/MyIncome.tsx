// My income's list (agentMenu page myIncome): the salaries and dividends the agent's contracts
// earned, settled by the platform's settlement job: each settled period with its team figures,
// the tier reached and its state, of the contract type the page's filter holds (the listFilter
// block above it sets it; IncomeTotals shows the same type's totals), paged by the platform's
// cursor. A phone shows one card per period, a desktop a table.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/query.ts';
import { useMoney, type Money } from '../../app/money.ts';
import { Badge, Button, DataTable, TableSkeleton, type Column } from '../../ui/index.ts';
import type { ContractSettlement } from '../../../generated/api/common/contract-settlement.ts';
import { usePageFilter } from '../../engine/use-page-filter.ts';
import { FilterPanel } from '../../engine/FilterPanel.tsx';
import { CallError, useSaysCallStatus } from '../../engine/call-status.tsx';
import { incomeFilter } from '../../blocks/myIncome/filter.ts';
import { incomeRequest } from './income-request.ts';

const TONE = { disbursed: 'success', pending: 'warning', rejected: 'danger' } as const;

/** The tier and the percentage it pays (real-time salary: of losing and of winning bets). */
function tierText(t: (key: string, o?: Record<string, unknown>) => string, money: Money, s: ContractSettlement): string {
  if (s.tier === null) return t('myIncome.noTier');
  const rate = s.rate !== null
    ? money.percent(s.rate)
    : t('myIncome.realTimeRates', { loss: money.percent(s.lossRate ?? 0), profit: money.percent(s.profitRate ?? 0) });
  return t('myIncome.tierRate', { tier: s.tier, rate });
}

/** The state, and why: held for the operator's review, or the operator's reason for a rejection. */
function stateText(t: (key: string, o?: Record<string, unknown>) => string, s: ContractSettlement): string {
  const why = s.state === 'pending' && s.held ? t('myIncome.held') : s.reason ? t(`myIncome.reason.${s.reason}`, { remark: s.remark ?? '' }) : '';
  return why ? `${t(`myIncome.state.${s.state}`)} · ${why}` : t(`myIncome.state.${s.state}`);
}

export function MyIncome() {
  const [filter] = usePageFilter('income', incomeFilter);
  // A new type starts again at the newest page.
  return <IncomeList key={filter.type} type={filter.type} />;
}

function IncomeList({ type }: { type: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const request = { ...incomeRequest(type), ...(cursor ? { cursor } : {}) };
  const page = useCall('agentIncome', { request });
  // The first page's loading line and refusal are said once, here or in the totals (call-status.tsx).
  const says = useSaysCallStatus('agentIncome', request, page);
  const next = page.data?.nextCursor ?? null;

  const columns: Column<ContractSettlement>[] = [
    {
      key: 'period', header: t('myIncome.period'), label: t('myIncome.period'), primary: true,
      cell: (s) => <span className="income-period">{money.dateTime(s.periodStart)} – {money.dateTime(s.periodEnd)}</span>,
    },
    { key: 'type', header: t('myIncome.contract'), label: t('myIncome.contract'), cell: (s) => t('myIncome.contractVersion', { type: t(`contract.type.${s.type}`), version: s.contractVersion }) },
    { key: 'validBet', header: t('myIncome.validBet'), label: t('myIncome.validBet'), align: 'end', cell: (s) => <span className="income-money">{money.format(s.validBetMinor)}</span> },
    { key: 'profitLoss', header: t('myIncome.teamLoss'), label: t('myIncome.teamLoss'), align: 'end', cell: (s) => <span className="income-money">{money.format(s.profitLossMinor)}</span> },
    { key: 'active', header: t('myIncome.activeMembers'), label: t('myIncome.activeMembers'), align: 'end', cell: (s) => money.count(s.activeMembers) },
    { key: 'tier', header: t('myIncome.tier'), label: t('myIncome.tier'), cell: (s) => tierText(t, money, s) },
    { key: 'amount', header: t('myIncome.amount'), label: t('myIncome.amount'), align: 'end', cell: (s) => <strong className="income-money">{money.format(s.amountMinor)}</strong> },
    {
      key: 'state', header: t('myIncome.state'), label: t('myIncome.state'),
      cell: (s) => <Badge tone={TONE[s.state]}>{stateText(t, s)}</Badge>,
    },
  ];

  return (
    <FilterPanel name="income" field="type" value={type} className="agent-income">
      {page.isPending ? <TableSkeleton label={says ? t('common.loading') : undefined} /> : null}
      {page.isError && says ? <CallError error={page.error} /> : null}
      {page.data ? <DataTable columns={columns} rows={page.data.items} rowKey={(s) => String(s.id)} caption={t('agent.menu.myIncome')} empty={t('myIncome.empty')} /> : null}
      {cursors.length || next ? (
        <div className="paging">
          {cursors.length ? <Button size="small" onClick={() => setCursors(cursors.slice(0, -1))}>{t('myIncome.newer')}</Button> : null}
          {next ? <Button size="small" onClick={() => setCursors([...cursors, next])}>{t('myIncome.older')}</Button> : null}
        </div>
      ) : null}
    </FilterPanel>
  );
}
