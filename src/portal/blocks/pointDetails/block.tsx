// Every change of the member's points (earned from bets, bought, redeemed, given back) with the balance after it, newest first, a page at a time.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockClosed, BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointChanges);

// Nothing to show while the merchant's points are off: the summary says the mall is closed.
export const closedWhen: BlockClosed = { call: 'pointConfig', errorCode: 'points.disabled' };
