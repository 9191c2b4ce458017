// The agent's income received and still to be paid, of the type the page's filter holds.
import { loadIncomeTotals } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadIncomeTotals().then((m) => m.IncomeTotals);
