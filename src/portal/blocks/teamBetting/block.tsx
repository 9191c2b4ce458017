// The team's bets in the range, category and member the page's filter holds.
import { loadTeamBetting } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamBetting().then((m) => m.TeamBetting);
