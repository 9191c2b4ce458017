// The team's bets report.
import { loadTeamBetting } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamBetting().then((m) => m.TeamBetting);
