// The merchant's referral rules (nothing when it has none).
import { loadReferralBlocks } from '../../features/referral/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadReferralBlocks().then((m) => m.ReferralRules);
