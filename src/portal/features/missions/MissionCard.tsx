// One mission: its name and period, what to do, progress actual / target with a bar, the prize
// with the claim button (only when the platform says claimable). The period's leaderboard is its
// own block (MissionBoards.tsx).
import { useTranslation } from 'react-i18next';
import type { MissionView } from '../../../generated/api/common/mission.ts';
import { useMoney } from '../../app/money.ts';
import { Badge, Button, Card, type Tone } from '../../ui/index.ts';

const STATE_TONE: Record<MissionView['state'], Tone> = { upcoming: 'neutral', inProgress: 'primary', claimable: 'success', claimed: 'neutral' };
const STATE_KEY: Record<MissionView['state'], string> = { upcoming: 'missions.upcoming', inProgress: 'missions.inProgress', claimable: 'missions.reached', claimed: 'missions.claimed' };

/** `utcOffsetMinutes`: the merchant's zone; the period's times are written on its clock, not the browser's. */
export function MissionCard({ mission, utcOffsetMinutes, busy, onClaim }: { mission: MissionView; utcOffsetMinutes: number; busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = Math.min(mission.progressMinor, mission.targetMinor);
  const titleId = `mission-${mission.id}`;
  return (
    <Card as="article" className="mission">
      <header className="mission-head">
        <h2 id={titleId} className="mission-name">{t(mission.labelKey)}</h2>
        <Badge>{t(`missions.period.${mission.period.kind}`)}</Badge>
      </header>
      <p className="mission-hint">
        {mission.descriptionKey ? t(mission.descriptionKey) : t(`missions.hint.${mission.targetKind}`, { amount: money.format(mission.targetMinor) })}
      </p>
      <div className="mission-progress">
        <progress max={mission.targetMinor} value={shown} aria-labelledby={titleId} aria-describedby={`${titleId}-figures`} />
        <p id={`${titleId}-figures`} className="mission-figures">
          <span className="ui-visually-hidden">{t('missions.progress')} </span>
          <strong>{money.format(mission.progressMinor)}</strong> / {money.format(mission.targetMinor)}
        </p>
      </div>
      <p className="mission-when">
        {mission.state === 'upcoming' ? t('missions.startsAt', { time: money.dateTimeAt(mission.period.from, utcOffsetMinutes) }) : t('missions.endsAt', { time: money.dateTimeAt(mission.period.to, utcOffsetMinutes) })}
      </p>
      <div className="mission-prize">
        <span className="mission-prize-amount">{t('missions.prize', { amount: mission.prizeKind === 'points' ? t('rewards.points', { points: mission.prizeMinor, count: mission.prizeMinor }) : money.format(mission.prizeMinor) })}</span>
        <span className="mission-state">
          <Badge tone={STATE_TONE[mission.state]}>{t(STATE_KEY[mission.state])}</Badge>
          {mission.state === 'claimable' ? <Button variant="primary" busy={busy} onClick={onClaim} aria-describedby={titleId}>{t('missions.claim')}</Button> : null}
        </span>
      </div>
    </Card>
  );
}

