// How many friends registered through the member's link, how many deposited, and what they earned the member.
import { loadReferralBlocks } from '../../features/referral/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadReferralBlocks().then((m) => m.ReferralStats);
