// The agent's team at a glance.
import { loadTeamOverview } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamOverview().then((m) => m.TeamOverview);
