// The member's own profit and loss by period.
import { loadProfitLoss } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadProfitLoss().then((m) => m.ProfitLoss);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
