// The member's recent withdrawals, with the confirmation of a payout and a dispute's timeline.
import { loadWithdrawalHistory } from '../../features/withdrawal/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadWithdrawalHistory().then((m) => m.WithdrawalHistory);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
