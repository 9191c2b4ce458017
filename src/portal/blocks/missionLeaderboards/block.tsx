// The leaderboard of each mission whose period has begun, and the member's own rank in it.
import { loadMissionBoards } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadMissionBoards().then((m) => m.MissionBoards);
