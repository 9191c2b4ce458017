// The agent's real-time salary contracts.
import { loadContractPages } from '../../features/contracts/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadContractPages().then((m) => m.RealTimeSalaryPage);
