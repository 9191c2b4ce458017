// The points mall's heading with the member's points beside it (or, while the merchant's points are off, why the mall is closed).
import { loadPointMallBlocks } from '../../features/pointMall/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallBlocks().then((m) => m.PointSummary);
