// The totals of the member's profit and loss in the range the page's filter holds.
import { loadProfitLoss } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadProfitLoss().then((m) => m.ProfitTotals);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
