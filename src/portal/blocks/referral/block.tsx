// The member's referral link, rewards and invited friends.
import { loadReferralPage } from '../../features/referral/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadReferralPage().then((m) => m.ReferralPage);
