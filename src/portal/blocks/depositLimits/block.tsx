// The member's deposit limits (day, week, month) and the way to the other play limits.
import { loadDepositParts } from '../../features/deposit/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDepositParts().then((m) => m.DepositLimitsPart);
