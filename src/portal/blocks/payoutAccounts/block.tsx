// The member's payout accounts (add, remove).
import { loadPayoutAccounts } from '../../features/withdrawal/index.ts';
import { anchored } from '../anchored.tsx';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPayoutAccounts().then(({ PayoutAccounts }) => anchored('security-payout-accounts', PayoutAccounts));
