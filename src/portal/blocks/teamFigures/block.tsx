// The agent's team figures for a period (which figures, which periods: the block's settings).
import { loadTeamFigures } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTeamFigures().then((m) => m.TeamFigures);
