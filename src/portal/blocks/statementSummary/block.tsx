// The statement's summary: lifetime net deposits, the period's balances and totals by category.
import { loadStatement } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadStatement().then((m) => m.summaryTexts().then(() => m.StatementSummary));

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
