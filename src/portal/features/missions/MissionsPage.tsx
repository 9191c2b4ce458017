// missionLeaderboard: the merchant's missions in their current period, in the config's order.
// Everything shown comes from the platform (progress, state, leaderboard); the page never decides
// whether a mission is reached.
import './missions.css';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { EmptyState, Skeleton } from '../../ui/index.ts';
import { useMissionClaim } from './claim.ts';
import { MissionCard } from './MissionCard.tsx';

export function MissionsPage() {
  const { t } = useTranslation();
  // Asked again each time the page opens: bets and deposits made since change progress without any portal call.
  const missions = useCall('missions', { fresh: true });
  const { busy, claim } = useMissionClaim();
  if (missions.isError && !missions.data) {
    const err = missions.error instanceof PlatformError ? missions.error : null;
    return <p role="alert">{err?.errorCode === 'mission.disabled' ? t('missions.off') : errorText(t, err)}</p>;
  }
  if (!missions.data) return <Skeleton height="14rem" label={t('common.loading')} />;
  if (missions.data.missions.length === 0) return <EmptyState title={t('missions.empty')} />;
  const { utcOffsetMinutes } = missions.data;
  return (
    <ul className="missions" aria-label={t('member.menu.missionLeaderboard')}>
      {missions.data.missions.map((m) => (
        <li key={m.id}><MissionCard mission={m} utcOffsetMinutes={utcOffsetMinutes} busy={busy === m.id} onClaim={() => void claim(m.id)} /></li>
      ))}
    </ul>
  );
}

export default MissionsPage;
