// The totals of the member's bet records in the range and category the page's filter holds.
import { loadBetRecords } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadBetRecords().then((m) => m.BetRangeTotals);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
