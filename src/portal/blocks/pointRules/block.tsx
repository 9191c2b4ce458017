// The points rules: how much valid bet earns a point in each game category, what a point costs, and that points never expire.
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockClosed, BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointRulesBlock);

// Nothing to show while the merchant's points are off: the summary says the mall is closed.
export const closedWhen: BlockClosed = { call: 'pointConfig', errorCode: 'points.disabled' };
