/**
 * A member's full statement in the desk's player view (deskPlayerStatement): every money movement
 * of the wallet, newest first, a page at a time, optionally between two of the merchant's days; a
 * round's bet or win names its game.
 * The desk's queue draws it: the same table (cards on a phone), paging and day fields as its lists.
 */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueConfig } from '../queue/types.ts';

function configFor(id: number): QueueConfig<'deskPlayerStatement'> {
  return {
    list: 'deskPlayerStatement',
    titleKey: 'players.statement',
    heading: 'h3',
    rowKey: (row) => row.id,
    columns: [
      { key: 'at', labelKey: 'events.when', render: (row, { time }) => time(row.at) },
      { key: 'orderNo', labelKey: 'players.statement.orderNo' },
      { key: 'category', labelKey: 'events.type', render: (row, { t }) => (row.gameName ? `${t(`players.category.${row.category}`)} · ${row.gameName}` : t(`players.category.${row.category}`)) },
      { key: 'amountMinor', labelKey: 'withdrawals.amount', render: (row, { money }) => `${row.amountMinor > 0 ? '+' : ''}${money(row.amountMinor)}` },
      { key: 'balanceAfterMinor', labelKey: 'players.statement.balanceAfter', render: (row, { money }) => (row.balanceAfterMinor === null ? '' : money(row.balanceAfterMinor)) },
    ],
    filters: [
      { name: 'from', labelKey: 'events.from', date: true },
      { name: 'to', labelKey: 'events.to', date: true, notBefore: 'from' },
    ],
    initialFilters: { id: String(id) },
    pageSize: 20,
    emptyKey: 'players.noHistory',
  };
}

export function PlayerStatement({ id }: { id: number }) {
  return (
    <div className="card player-section player-statement">
      <QueuePage key={id} config={configFor(id)} />
    </div>
  );
}
