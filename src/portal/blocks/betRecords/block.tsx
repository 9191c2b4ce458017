// The member's bet records by game type and day.
import { loadBetRecords } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadBetRecords().then((m) => m.BetRecords);
