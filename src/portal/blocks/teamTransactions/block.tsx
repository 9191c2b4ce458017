// The team's movements in the range, type and member the page's filter holds.
import { loadTeamTransactions } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamTransactions().then((m) => m.TeamTransactions);
