// missions: the member centre's missionLeaderboard page (each mission's progress in its period, the
// claim, the period's leaderboard) and rewardCenter page (every reward by state, from the platform's
// ledger and mission state), each its own chunk; and the member menu's missionCount badge.
export const loadMissionsPage = () => import('./MissionsPage.tsx');
export const loadRewardCenterPage = () => import('./RewardCenterPage.tsx');
export { useClaimableMissions } from './badge.ts';
