// Downline management (agentMenu page downline; its invite links are a block of their own,
// RegisterLinks): the agent's direct agents and direct players (tabs), searchable by username, a
// page at a time (platform agentDownline), each with its own team size and team balance. Rows are cards on a phone (DataTable). Each row opens the member's
// management dialog, or their game records: Team betting filtered to them (?member=).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ReceiptText, UserCog } from 'lucide-react';
import { useCall } from '../../api/query.ts';
import { useMoney } from '../../app/money.ts';
import { Button, DataTable, TableSkeleton, Input, TabPanel, Tabs, uiButtonClass, type Column } from '../../ui/index.ts';
import type { DownlineMember } from '../../../generated/api/common/downline-member.ts';
import { ManageMember } from './ManageMember.tsx';
import { CreateMember } from './CreateMember.tsx';

type Kind = 'agents' | 'players';
type Row = DownlineMember;

export function Downline() {
  const { t } = useTranslation();
  const money = useMoney();
  const [kind, setKind] = useState<Kind>('players');
  const [search, setSearch] = useState('');
  // Earlier pages' cursors: "more" asks for the page after the last one shown.
  const [cursors, setCursors] = useState<string[]>([]);
  const [managing, setManaging] = useState<Row | null>(null);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  const request = { kind, ...(search.trim() ? { username: search.trim() } : {}), ...(cursor ? { cursor } : {}) };
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
          <Link href={`/agentHome?page=teamBetting&member=${encodeURIComponent(r.username)}`} className={uiButtonClass('secondary', 'small')}
            aria-label={t('agentDownline.gameRecordsOf', { username: r.username })}>
            <ReceiptText aria-hidden="true" size={18} /><span className="downline-action-text">{t('agentDownline.gameRecords')}</span>
          </Link>
        </span>
      ),
    },
  ];
  const choose = (next: Kind) => {
    setKind(next);
    setCursors([]);
  };
  return (
    <div className="agent-downline">
      <div className="downline-head">
        <Button variant="primary" onClick={() => setCreating(true)}>{t('agentDownline.create')}</Button>
        {opened ? <p role="status" className="form-hint">{t('agentDownline.opened', { username: opened })}</p> : null}
      </div>
      <Tabs idBase="downline" label={t('agentDownline.tabs')} selected={kind} onSelect={(key) => choose(key as Kind)}
        items={[{ key: 'players', label: t('agentDownline.players') }, { key: 'agents', label: t('agentDownline.agents') }]} />
      <TabPanel idBase="downline" tabKey={kind}>
        <Input label={t('agentDownline.search')} type="search" name="username" autoComplete="off" value={search}
          onChange={(e) => { setSearch(e.target.value); setCursors([]); }} />
        {page.isPending ? <TableSkeleton label={t('common.loading')} /> : null}
        {page.data ? (
          <DataTable columns={columns} rows={page.data.list} rowKey={(r) => r.username} caption={t(kind === 'agents' ? 'agentDownline.agents' : 'agentDownline.players')} empty={t('agentDownline.empty')} />
        ) : null}
        {page.isError ? <p className="form-error" role="alert">{t('section.notAvailable')}</p> : null}
        <div className="paging">
          {cursors.length > 0 ? <Button size="small" onClick={() => setCursors([])}>{t('messages.back')}</Button> : null}
          {nextCursor ? <Button size="small" onClick={() => setCursors([...cursors, nextCursor])}>{t('agentDownline.more')}</Button> : null}
        </div>
      </TabPanel>
      {managing ? <ManageMember member={managing} onClose={() => setManaging(null)} /> : null}
      {creating ? <CreateMember onClose={() => setCreating(false)} onCreated={(username) => { setCreating(false); setOpened(username); choose('players'); }} /> : null}
    </div>
  );
}
