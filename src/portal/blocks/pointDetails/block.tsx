// Every change of the member's points (earned from bets, bought, redeemed, given back) with the balance after it, newest first, a page at a time.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointChanges);
