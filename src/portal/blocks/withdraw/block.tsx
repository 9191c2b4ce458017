// The withdrawal form and the member's withdrawals.
import { loadWithdrawPage } from '../../features/withdrawal/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadWithdrawPage().then((m) => m.WithdrawPage);
