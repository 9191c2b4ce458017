// The reward centre: rewards to claim and claimed.
import { loadRewardCenterPage } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRewardCenterPage().then((m) => m.RewardCenterPage);
