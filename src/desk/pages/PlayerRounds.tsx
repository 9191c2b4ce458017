/**
 * A member's bet records in the desk's player view (deskPlayerRounds): each real-money round with
 * its game, stake, win, time and round id, newest first, a page at a time, optionally between two
 * of the merchant's days. The desk's queue draws it, as it draws the statement.
 */
import { QueuePage } from '../queue/QueuePage.tsx';
import type { QueueConfig } from '../queue/types.ts';

function configFor(id: number): QueueConfig<'deskPlayerRounds'> {
  return {
    list: 'deskPlayerRounds',
    titleKey: 'players.rounds',
    heading: 'h3',
    rowKey: (row) => row.roundId,
    columns: [
      { key: 'at', labelKey: 'events.when', render: (row, { time }) => time(row.at) },
      // A game no longer in the catalogue still has its id.
      { key: 'game', labelKey: 'players.game', render: (row) => row.gameName ?? `#${row.gameId}` },
      { key: 'roundId', labelKey: 'players.rounds.roundId' },
      { key: 'betMinor', labelKey: 'players.rounds.stake', render: (row, { money }) => money(row.betMinor) },
      { key: 'winMinor', labelKey: 'players.category.win', render: (row, { t, money }) => (row.status === 'pending' ? t('players.rounds.pending') : money(row.winMinor)) },
    ],
    filters: [
      { name: 'from', labelKey: 'events.from', date: true },
      { name: 'to', labelKey: 'events.to', date: true, notBefore: 'from' },
    ],
    initialFilters: { id: String(id) },
    pageSize: 20,
    emptyKey: 'players.rounds.empty',
  };
}

export function PlayerRounds({ id }: { id: number }) {
  return (
    <div className="card player-section player-rounds">
      <QueuePage key={id} config={configFor(id)} />
    </div>
  );
}
