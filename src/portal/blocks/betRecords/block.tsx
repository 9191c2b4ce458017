// The member's bet records by game type and day.
import { loadBetRecords } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadBetRecords().then((m) => m.BetRecords);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
