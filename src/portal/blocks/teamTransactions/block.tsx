// The team's transactions report.
import { loadTeamTransactions } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamTransactions().then((m) => m.TeamTransactions);
