// The member's points and buying more with money from the wallet at the merchant's price, with a confirmation before the wallet is charged.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointConvert);
