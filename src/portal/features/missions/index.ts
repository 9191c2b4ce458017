// missions: the member centre's missionLeaderboard page (each mission's progress in its period and
// the claim; the periods' leaderboards) and rewardCenter page (the sign-in, rewards ready to claim, the promo
// code, every reward by state), each page's blocks in one chunk; and the member menu's missionCount badge.
export const loadMissionsPage = () => import('./MissionsPage.tsx');
export const loadMissionBoards = () => import('./MissionBoards.tsx');
export const loadRewardCenter = () => import('./RewardBlocks.tsx');
export { useClaimableMissions } from './badge.ts';
