// The rewards ready to claim now (the newbie reward, today's rescue fund), each with its claim.
import { loadRewardCenter } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRewardCenter().then((m) => m.RewardsReady);
