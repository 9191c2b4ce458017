// The agent's income by kind and period.
import { loadMyIncome } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadMyIncome().then((m) => m.MyIncome);
