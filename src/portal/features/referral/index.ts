// referral: the member centre's referral page in four blocks: the member's invite link
// with its QR code, the counts, the rules and the friends who registered through it. One chunk for
// the four. Rewards for referrals are the rewards issue's.
export const loadReferralBlocks = () => import('./ReferralBlocks.tsx');
