// The merchant's lottery prize table.
import { loadBonusBlocks } from '../../features/rebate/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadBonusBlocks().then((m) => m.LotteryPrizes);
