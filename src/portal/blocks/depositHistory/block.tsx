// The member's deposits: open ones with their countdown and Cancel, then the finished ones.
import { loadDepositParts } from '../../features/deposit/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDepositParts().then((m) => m.DepositHistoryPart);
