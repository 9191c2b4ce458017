// The member's own profit and loss by period.
import { loadProfitLoss } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadProfitLoss().then((m) => m.ProfitLoss);
