// The withdrawal request: why it cannot be asked for now, or the form; the transaction password and
// payout account it needs while they are missing.
import { loadWithdrawalPage } from '../../features/withdrawal/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadWithdrawalPage().then((m) => m.WithdrawalPage);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
