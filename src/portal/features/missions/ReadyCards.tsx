// Rewards ready to claim now, as cards above the list: the newbie reward (or what unlocks it) and
// today's rescue fund. Missions and rebates keep their own pages; they stay in the list.
import { HeartHandshake, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RewardsResponse } from '../../../generated/api/rewards.ts';
import { useMoney } from '../../app/money.ts';
import { Button, uiButtonClass } from '../../ui/index.ts';
import { useRewardClaim, type ClaimKind } from './reward-claim.ts';
import { memberPageHref } from '../../../shared/pages/wire-names.ts';

type Reward = RewardsResponse['items'][number];
const ICON = { newbie: Sparkles, rescueFund: HeartHandshake } as const;
type ReadySource = keyof typeof ICON;
export const READY_SOURCES: readonly ReadySource[] = ['newbie', 'rescueFund'];

/** The available rewards of `sources`, in that order. */
export function ReadyCards({ items, sources = READY_SOURCES }: { items: Reward[]; sources?: readonly ReadySource[] }) {
  const ready = sources.flatMap((source) => items.filter((r): r is Reward & { source: ReadySource } => r.state === 'available' && r.source === source));
  if (ready.length === 0) return null;
  return <>{ready.map((r) => <ReadyCard key={r.id} reward={r} />)}</>;
}

function ReadyCard({ reward }: { reward: Reward & { source: ReadySource } }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { busy, claim } = useRewardClaim();
  const Icon = ICON[reward.source];
  const kind: ClaimKind = reward.source;
  return (
    <section className={`rc-card rc-ready rc-ready-${reward.source}`} aria-label={t(`rewards.source.${reward.source}`)}>
      <span className="rc-ready-icon" aria-hidden="true"><Icon size={28} /></span>
      <div className="rc-ready-text">
        <h2 className="rc-title">{t(`rewards.source.${reward.source}`)}</h2>
        <p className="rc-ready-amount">{money.format(reward.amountMinor ?? 0)}</p>
        <p className="rc-hint">
          {reward.locked ? t('rewards.newbie.locked') : reward.lossMinor !== undefined ? t('rewards.rescue.basis', { loss: money.format(reward.lossMinor) }) : t('rewards.claimBy', { time: money.dateTime(reward.at) })}
        </p>
      </div>
      {reward.locked
        ? <Link className={uiButtonClass('secondary')} href={memberPageHref('deposit')}>{t('rewards.deposit')}</Link>
        : <Button variant="primary" busy={busy === kind} onClick={() => void claim(kind)}>{t('rewards.claim')}</Button>}
    </section>
  );
}
