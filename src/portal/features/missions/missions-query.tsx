// What the missions page's blocks share: one `missions` query, asked again each time the page
// opens (bets and deposits made since change progress without any portal call), and what a block
// shows until it has arrived.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Skeleton } from '../../ui/index.ts';
import { useStatusOnce } from '../../engine/status-once.tsx';

export type Missions = CallResponse<'missions'>;

/**
 * Renders `children` with the missions once they are in; until then a skeleton of `height`, or
 * the refusal. Of the page's blocks, only the first says "loading" or the refusal.
 */
export function WithMissions({ height, children }: { height: string; children: (missions: Missions) => ReactNode }) {
  const { t } = useTranslation();
  const missions = useCall('missions', { fresh: true });
  const says = useStatusOnce('missions', !missions.data);
  if (missions.isError && !missions.data) {
    if (!says) return null;
    const err = missions.error instanceof PlatformError ? missions.error : null;
    return <p role="alert">{err?.errorCode === 'mission.disabled' ? t('missions.off') : errorText(t, err)}</p>;
  }
  if (!missions.data) return <Skeleton height={height} label={says ? t('common.loading') : undefined} />;
  return <>{children(missions.data)}</>;
}
