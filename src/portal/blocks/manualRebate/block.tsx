// The rebate the member may claim now, per game category, and its claim.
import { loadManualRebatePage } from '../../features/rebate/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadManualRebatePage().then((m) => m.ManualRebatePage);
