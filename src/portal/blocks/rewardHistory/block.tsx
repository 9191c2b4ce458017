// Every reward of the member, by state, with a claim where one is open.
import { loadRewardCenter } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRewardCenter().then((m) => m.RewardHistory);
