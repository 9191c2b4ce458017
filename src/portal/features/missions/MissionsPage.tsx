// The missions block: the merchant's missions in their current period, in the config's order, or
// with those the member may claim first (`claimableFirst`), only in the states listed (`states`).
// Everything shown comes from the platform (progress, state); the page never decides whether a
// mission is reached.
import './missions.css';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/index.ts';
import { useMissionClaim } from './claim.ts';
import { MissionCard } from './MissionCard.tsx';
import { WithMissions, type Missions } from './missions-query.tsx';

type State = Missions['missions'][number]['state'];
const STATES: readonly State[] = ['upcoming', 'inProgress', 'claimable', 'claimed'];

export function MissionsPage({ block }: { block?: { [setting: string]: unknown } }) {
  const { t } = useTranslation();
  const { busy, claim } = useMissionClaim();
  const states = Array.isArray(block?.states) ? STATES.filter((s) => (block.states as unknown[]).includes(s)) : STATES;
  return (
    <div className="missions-part">
    <WithMissions height="14rem">
      {({ missions, utcOffsetMinutes }) => {
        const shown = missions.filter((m) => states.includes(m.state));
        // A stable sort: the claimable ones first, each group in the config's order.
        if (block?.claimableFirst === true) shown.sort((a, b) => Number(b.state === 'claimable') - Number(a.state === 'claimable'));
        if (shown.length === 0) return <EmptyState title={t('missions.empty')} />;
        return (
          <ul className="missions" aria-label={t('member.menu.missionLeaderboard')}>
            {shown.map((m) => (
              <li key={m.id}><MissionCard mission={m} utcOffsetMinutes={utcOffsetMinutes} busy={busy === m.id} onClaim={() => void claim(m.id)} /></li>
            ))}
          </ul>
        );
      }}
    </WithMissions>
    </div>
  );
}

export default MissionsPage;
