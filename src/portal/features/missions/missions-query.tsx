// What the missions page's blocks share: one `missions` query, asked again each time the page
// opens (bets and deposits made since change progress without any portal call), and what a block
// shows until it has arrived.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError, type CallResponse } from '../../../shared/api/index.ts';
import { useCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Skeleton } from '../../ui/index.ts';

export type Missions = CallResponse<'missions'>;

/**
 * Renders `children` with the missions once they are in; until then a skeleton of `height`, or
 * the refusal (`quiet`: nothing, for a block whose neighbour says it already).
 */
export function WithMissions({ height, quiet = false, children }: { height: string; quiet?: boolean; children: (missions: Missions) => ReactNode }) {
  const { t } = useTranslation();
  const missions = useCall('missions', { fresh: true });
  if (missions.isError && !missions.data) {
    if (quiet) return null;
    const err = missions.error instanceof PlatformError ? missions.error : null;
    return <p role="alert">{err?.errorCode === 'mission.disabled' ? t('missions.off') : errorText(t, err)}</p>;
  }
  if (!missions.data) return <Skeleton height={height} label={t('common.loading')} />;
  return <>{children(missions.data)}</>;
}
