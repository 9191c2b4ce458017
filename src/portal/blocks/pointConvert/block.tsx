// The member's points and buying more with money from the wallet at the merchant's price, with a confirmation before the wallet is charged.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockClosed, BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointConvert);

// Nothing to show while the merchant's points are off: the summary says the mall is closed.
export const closedWhen: BlockClosed = { call: 'pointConfig', errorCode: 'points.disabled' };
