// The member's rebate rates per game category at their level.
import { loadBonusBlocks } from '../../features/rebate/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadBonusBlocks().then((m) => m.RebateRates);
