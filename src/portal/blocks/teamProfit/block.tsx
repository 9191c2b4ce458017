// The team's profit and loss per member in the range and member the page's filter holds.
import { loadTeamProfit } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamProfit().then((m) => m.TeamProfit);
