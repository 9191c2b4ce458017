// The member's redemptions, newest first, by status (in process, rejected with the reason, approved), a page at a time.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockClosed, BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointRedemptions);

// Nothing to show while the merchant's points are off: the summary says the mall is closed.
export const closedWhen: BlockClosed = { call: 'pointConfig', errorCode: 'points.disabled' };
