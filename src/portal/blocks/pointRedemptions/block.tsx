// The member's redemptions, newest first, by status (in process, rejected with the reason, approved), a page at a time.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointRedemptions);
