// The member's money movements, deposits and withdrawals.
import { loadTransactionHistory } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTransactionHistory().then((m) => m.TransactionHistory);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
