// The member's last rebate claims, each with what it covered.
import { loadRebateClaims } from '../../features/rebate/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRebateClaims().then((m) => m.RebateClaims);
