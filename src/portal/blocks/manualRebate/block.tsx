// Claiming the rebate by hand.
import { loadManualRebatePage } from '../../features/rebate/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadManualRebatePage().then((m) => m.ManualRebatePage);
