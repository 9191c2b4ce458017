// The missions: each one's progress in its period and the claim.
import { loadMissionsPage } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadMissionsPage().then((m) => m.MissionsPage);
