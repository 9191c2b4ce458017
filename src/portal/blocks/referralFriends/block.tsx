// The friends who registered through the member's link, a page at a time, each against the rules.
import { loadReferralBlocks } from '../../features/referral/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadReferralBlocks().then((m) => m.ReferralFriends);
