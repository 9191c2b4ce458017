// The member's deposit limits (day, week, month) and the way to the other play limits.
import { loadDepositParts } from '../../features/deposit/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDepositParts().then((m) => m.DepositLimitsPart);

// Open to a restricted session (a break in force): the limits are read and may be lowered; a
// removal and a confirmation, which the platform refuses then (account.excluded), are not offered,
// and a raise typed in is refused on the form.
export const openWhenRestricted = true;
