// One reward in the reward centre's list: its name, what it paid (or costs in points), its state,
// a line that says more (the streak's day, the code, the loss it shares) and, when available, the
// way to claim it.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import { useMoney } from '../../app/money.ts';
import { Badge, Button, uiButtonClass, type Tone } from '../../ui/index.ts';
import { useMissionClaim } from './claim.ts';
import { useRewardClaim } from './reward-claim.ts';
import { memberPageHref } from '../../../shared/pages/wire-names.ts';

type Reward = RewardsResponse['items'][number];

const TONE: Record<Reward['state'], Tone> = { available: 'success', claimed: 'neutral', expired: 'danger', pending: 'warning' };
const WHEN: Record<Reward['state'], string> = { available: 'rewards.claimBy', claimed: 'rewards.claimedAt', expired: 'rewards.expiredAt', pending: 'rewards.askedAt' };

function Action({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const mission = useMissionClaim();
  const own = useRewardClaim();
  if (reward.state !== 'available') return null;
  if (reward.source === 'mission' && reward.missionId) {
    return <Button variant="primary" size="small" busy={mission.busy !== null} onClick={() => void mission.claim(reward.missionId!)}>{t('missions.claim')}</Button>;
  }
  if ((reward.source === 'signIn' || reward.source === 'newbie' || reward.source === 'rescueFund') && !reward.locked) {
    const kind = reward.source;
    return <Button variant="primary" size="small" busy={own.busy === kind} onClick={() => void own.claim(kind)}>{t('rewards.claim')}</Button>;
  }
  if (reward.locked) return <Link className={uiButtonClass('secondary', 'small')} href={memberPageHref('deposit')}>{t('rewards.deposit')}</Link>;
  return <Link className={uiButtonClass('secondary', 'small')} href="/member?page=manualRebate">{t('rewards.open')}</Link>;
}

export function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = reward.labelKey ? t(reward.labelKey) : t(reward.source === 'rebate' && reward.state === 'available' ? 'rewards.rebateNow' : `rewards.source.${reward.source}`);
  const value = reward.amountMinor !== null ? money.format(reward.amountMinor) : t('rewards.points', { points: reward.points ?? 0, count: reward.points ?? 0 });
  const detail = reward.locked ? t('rewards.newbie.locked')
    : reward.streak !== undefined ? t('rewards.streakDay', { day: reward.streak })
    : reward.code !== undefined ? t('rewards.code', { code: reward.code })
    : reward.lossMinor !== undefined ? t('rewards.rescue.basis', { loss: money.format(reward.lossMinor) })
    : t(`rewards.source.${reward.source}`);
  return (
    <li className={`reward reward-${reward.state}`}>
      <p className="reward-name">{name}</p>
      <div className="reward-side">
        <span className="reward-value">{value}</span>
        <Badge tone={TONE[reward.state]}>{t(`rewards.state.${reward.state}`)}</Badge>
        <Action reward={reward} />
      </div>
      {/* The source says more only when the name is not already it. */}
      {detail === name ? null : <p className="reward-source">{detail}</p>}
      {/* A rebate waits until claimed: it has no end worth showing. */}
      {reward.state === 'available' && reward.source === 'rebate' ? null : <p className="reward-when">{t(WHEN[reward.state], { time: money.dateTime(reward.at) })}</p>}
    </li>
  );
}
