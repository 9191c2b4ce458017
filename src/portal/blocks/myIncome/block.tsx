// The agent's settled salaries and dividends, of the contract type the page's filter holds.
import { loadIncomeBlocks } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadIncomeBlocks().then((m) => m.MyIncome);
