// The withdrawal form and the member's withdrawals.
import { loadWithdrawalPage } from '../../features/withdrawal/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadWithdrawalPage().then((m) => m.WithdrawalPage);
