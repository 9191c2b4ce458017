// Downline management (agentMenu page downline; its invite links are a block of their own,
// RegisterLinks): the agent's direct agents or direct players, by username, as the page's filter
// holds them (a listFilter block, list downline, shows the tabs and the search; opening an account
// is the openAccount block), a page at a time
// (platform agentDownline), each with its own team size and team balance. Rows are cards on a
// phone (DataTable). Each row opens the member's management dialog, or their game records: Team
// betting filtered to them (teamBets.member in the address).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ReceiptText, UserCog } from 'lucide-react';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Button, DataTable, TableSkeleton, uiButtonClass, type Column } from '../../ui/index.ts';
import type { DownlineMember } from '../../../generated/api/common/downline-member.ts';
import { ManageMember } from './ManageMember.tsx';
import { usePageFilter } from '../../engine/use-page-filter.ts';
import { FilterPanel } from '../../engine/FilterPanel.tsx';
import { downlineFilter } from '../../blocks/downline/filter.ts';

type Kind = 'agents' | 'players';
type Row = DownlineMember;

export function Downline() {
  const [filter] = usePageFilter('downline', downlineFilter);
  // Another filter starts again at the first page.
  return (
    <div className="agent-downline">
      <DownlineList key={`${filter.type}/${filter.search.trim()}`} kind={filter.type as Kind} search={filter.search.trim()} />
    </div>
  );
}

function DownlineList({ kind, search }: { kind: Kind; search: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  // Earlier pages' cursors: "more" asks for the page after the last one shown.
  const [cursors, setCursors] = useState<string[]>([]);
  const [managing, setManaging] = useState<Row | null>(null);
  const cursor = cursors.at(-1);
  const request = { kind, ...(search ? { username: search } : {}), ...(cursor ? { cursor } : {}) };
  const page = useCall('agentDownline', { request });
  const nextCursor = page.data?.nextCursor ?? null;
  const columns: Column<Row>[] = [
    { key: 'username', header: t('agentDownline.username'), label: t('agentDownline.username'), cell: (r) => r.username, primary: true },
    { key: 'remark', header: t('agentDownline.remark'), label: t('agentDownline.remark'), cell: (r) => (r.loginBlocked ? `${t('agentDownline.blocked')}${r.remark ? ` · ${r.remark}` : ''}` : r.remark ?? '') },
    { key: 'teamSize', header: t('agentDownline.teamSize'), label: t('agentDownline.teamSize'), cell: (r) => r.teamSize, align: 'end' },
    { key: 'balance', header: t('agentDownline.balance'), label: t('agentDownline.balance'), cell: (r) => money.format(r.balanceMinor), align: 'end', lead: true },
    { key: 'teamBalance', header: t('agentDownline.teamBalance'), label: t('agentDownline.teamBalance'), cell: (r) => money.format(r.teamBalanceMinor), align: 'end' },
    { key: 'lastLogin', header: t('agentDownline.lastLogin'), label: t('agentDownline.lastLogin'), cell: (r) => (r.lastLoginAt === null ? t('agentDownline.never') : money.dateTime(r.lastLoginAt)) },
    { key: 'registered', header: t('agentDownline.registered'), label: t('agentDownline.registered'), cell: (r) => money.dateTime(r.registeredAt), wideOnly: true },
    {
      key: 'actions', header: t('agentDownline.actions'), label: t('agentDownline.actions'), actions: true,
      cell: (r) => (
        <span className="downline-actions">
          <Button size="small" icon={<UserCog aria-hidden="true" size={18} />} onClick={() => setManaging(r)} aria-label={t('agentDownline.manageTitle', { username: r.username })}>
            <span className="downline-action-text">{t('agentDownline.manage')}</span>
          </Button>
          <Link href={`/agentHome?page=teamBetting&teamBets.member=${encodeURIComponent(r.username)}`} className={uiButtonClass('secondary', 'small')}
            aria-label={t('agentDownline.gameRecordsOf', { username: r.username })}>
            <ReceiptText aria-hidden="true" size={18} /><span className="downline-action-text">{t('agentDownline.gameRecords')}</span>
          </Link>
        </span>
      ),
    },
  ];
  return (
    <FilterPanel name="downline" field="type" value={kind}>
      {page.isPending ? <TableSkeleton label={t('common.loading')} /> : null}
      {page.data ? (
        <DataTable columns={columns} rows={page.data.list} rowKey={(r) => r.username} caption={t(kind === 'agents' ? 'agentDownline.agents' : 'agentDownline.players')} empty={t('agentDownline.empty')} />
      ) : null}
      {page.isError ? <p className="form-error" role="alert">{t('section.notAvailable')}</p> : null}
      <div className="paging">
        {cursors.length > 0 ? <Button size="small" onClick={() => setCursors([])}>{t('messages.back')}</Button> : null}
        {nextCursor ? <Button size="small" onClick={() => setCursors([...cursors, nextCursor])}>{t('agentDownline.more')}</Button> : null}
      </div>
      {managing ? <ManageMember member={managing} onClose={() => setManaging(null)} /> : null}
    </FilterPanel>
  );
}
