// What the member can withdraw now and the rules it is held to, with what the turnover is made of.
import { loadWithdrawalSummary } from '../../features/withdrawal/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadWithdrawalSummary().then((m) => m.WithdrawalSummary);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
