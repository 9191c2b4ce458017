// referral: the member centre's referral page (issue 13): the member's invite link with its QR
// code, and the friends who registered through it. Rewards for referrals are the rewards issue's.
export const loadReferralPage = () => import('./ReferralPage.tsx');
