// The team's profit and loss report.
import { loadTeamProfit } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamProfit().then((m) => m.TeamProfit);
