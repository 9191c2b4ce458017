// The rebate rates and the bonuses received.
import { loadBonusDetailsPage } from '../../features/rebate/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadBonusDetailsPage().then((m) => m.BonusDetailsPage);
