// The missions and their leaderboard.
import { loadMissionsPage } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadMissionsPage().then((m) => m.MissionsPage);
