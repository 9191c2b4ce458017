// The member's promotion applications, opt-ins and raffle draws with their statuses.
import { loadMyPromotions } from '../../features/promotions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadMyPromotions().then((m) => m.MyPromotions);
