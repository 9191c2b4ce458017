// The member menu's missionCount badge: missions the member may claim now, from the same query the
// missions page reads (a claim refreshes both). Only asked for where a menu item shows the badge.
import { useCall } from '../../api/query.ts';

export function useClaimableMissions(shown: boolean): number {
  const count = useCall('missions', { enabled: shown, select: (value) => value.claimableCount });
  return count.data ?? 0;
}
