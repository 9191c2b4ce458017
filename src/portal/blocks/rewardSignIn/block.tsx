// The daily sign-in: the streak's days and today's claim.
import { loadRewardCenter } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRewardCenter().then((m) => m.RewardSignIn);
