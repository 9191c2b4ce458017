// The member's deposit limits (day, week, month) and the way to the other play limits.
import { loadDepositParts } from '../../features/deposit/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDepositParts().then((m) => m.DepositLimitsPart);

// Open to a restricted session (a break in force): the limits are read and may be lowered; the
// platform refuses a raise, a removal or a confirmation then (account.excluded, shown on the form).
export const openWhenRestricted = true;
