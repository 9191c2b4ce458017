// What the member can withdraw now and the rules it is held to, with what the turnover is made of.
import { loadWithdrawalSummary } from '../../features/withdrawal/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadWithdrawalSummary().then((m) => m.WithdrawalSummary);
