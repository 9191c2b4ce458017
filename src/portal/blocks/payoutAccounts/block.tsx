// The member's payout accounts (add, remove).
import { loadPayoutAccounts } from '../../features/withdrawal/index.ts';
import { anchored } from '../anchored.tsx';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPayoutAccounts().then(({ PayoutAccounts }) => anchored('security-payout-accounts', PayoutAccounts));

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
