// The products members redeem points for, filtered by kind (all, promotion, live, gift), each with its price, live stock and Redeem (a quantity, a delivery address for a gift, the transaction password and a confirmation).
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockClosed, BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointProducts);

// Nothing to show while the merchant's points are off: the summary says the mall is closed.
export const closedWhen: BlockClosed = { call: 'pointConfig', errorCode: 'points.disabled' };
