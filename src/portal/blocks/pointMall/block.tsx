// The points mall: products, the member's points and converting money to points, redeem history, details, rules.
import { loadPointMallSection } from '../../features/pointMall/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPointMallSection().then((m) => m.PointMallSection);
