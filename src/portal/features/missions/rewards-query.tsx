// What the reward centre's blocks share: one `rewards` query, asked again each time the page opens
// (rewards fall due and expire without any portal call), and what a block shows until it is in.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Skeleton } from '../../ui/index.ts';
import { useStatusOnce } from '../../engine/status-once.tsx';

export type Rewards = CallResponse<'rewards'>;

/**
 * Renders `children` with the rewards once they are in; until then a skeleton of `height`, or the
 * refusal. Of the page's blocks, only the first says "loading" or the refusal.
 */
export function WithRewards({ height, children }: { height: string; children: (rewards: Rewards) => ReactNode }) {
  const { t } = useTranslation();
  const rewards = useCall('rewards', { fresh: true });
  const says = useStatusOnce('rewards', !rewards.data);
  if (rewards.isError && !rewards.data) return says ? <p role="alert">{errorText(t, rewards.error instanceof PlatformError ? rewards.error : null)}</p> : null;
  if (!rewards.data) return <Skeleton height={height} label={says ? t('common.loading') : undefined} />;
  return <>{children(rewards.data)}</>;
}
