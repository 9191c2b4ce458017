// The missions' leaderboards block: for each mission whose period has begun, the period's top
// (the first `top` places, all the platform gives by default) and the member's own rank
// (`ownRank: false` leaves it out), as the platform ranks them.
import './missions.css';
import { useTranslation } from 'react-i18next';
import type { MissionView } from '../../../generated/api/common/mission.ts';
import { useMoney } from '../../app/money.ts';
import { Card, EmptyState } from '../../ui/index.ts';
import { WithMissions } from './missions-query.tsx';

export function MissionBoards({ block }: { block?: { [setting: string]: unknown } }) {
  const { t } = useTranslation();
  const top = typeof block?.top === 'number' ? block.top : Infinity;
  const only = Array.isArray(block?.missions) ? (block.missions as unknown[]) : null;
  return (
    <div className="missions-part">
    <WithMissions height="10rem">
      {({ missions }) => {
        const shown = missions.filter((m) => m.state !== 'upcoming' && (only === null || only.includes(m.id)));
        if (shown.length === 0) return <EmptyState title={t('missions.leaderboard.empty')} />;
        return (
          <ul className="missions mission-boards" aria-label={t('missions.leaderboard')}>
            {shown.map((m) => <li key={m.id}><Leaderboard mission={m} top={top} ownRank={block?.ownRank !== false} /></li>)}
          </ul>
        );
      }}
    </WithMissions>
    </div>
  );
}

function Leaderboard({ mission, top, ownRank }: { mission: MissionView; top: number; ownRank: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = mission.leaderboard.top.slice(0, top);
  return (
    <Card as="section" className="mission-board">
      <h2 className="mission-board-title">{t('missions.leaderboard')}: {t(mission.labelKey)}</h2>
      {rows.length ? (
        <ol className="mission-podium">
          {rows.map((row) => (
            <li key={row.rank} className={row.self ? 'mission-rank mission-rank-self' : 'mission-rank'}>
              <span className={`mission-medal mission-medal-${row.rank}`} aria-hidden="true">{row.rank}</span>
              <span className="mission-rank-name">{row.self ? `${row.name} (${t('missions.you')})` : row.name}</span>
              <span className="mission-rank-amount">{money.format(row.progressMinor)}</span>
            </li>
          ))}
        </ol>
      ) : <p className="mission-note">{t('missions.leaderboard.empty')}</p>}
      {ownRank ? <p className="mission-own">{mission.leaderboard.ownRank === null ? t('missions.notRanked') : t('missions.ownRank', { rank: mission.leaderboard.ownRank })}</p> : null}
    </Card>
  );
}
