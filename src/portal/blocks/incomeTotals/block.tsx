// The agent's income received and still to be paid, of the type the page's filter holds.
import { loadIncomeBlocks } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadIncomeBlocks().then((m) => m.IncomeTotals);
