// The products members redeem points for, filtered by kind (all, promotion, live, gift), each with its price, live stock and Redeem (a quantity, a delivery address for a gift, the transaction password and a confirmation).
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointProducts);
