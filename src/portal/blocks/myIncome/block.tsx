// The agent's settled salaries and dividends, of the contract type the page's filter holds.
import { loadMyIncome } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadMyIncome().then((m) => m.MyIncome);
