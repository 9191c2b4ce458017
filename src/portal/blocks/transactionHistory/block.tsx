// The member's money movements, deposits and withdrawals.
import { loadTransactionHistory } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTransactionHistory().then((m) => m.TransactionHistory);
