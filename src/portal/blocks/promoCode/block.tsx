// The promo code field, where the merchant offers promo codes.
import { loadRewardCenter } from '../../features/missions/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRewardCenter().then((m) => m.PromoCode);
