// rebate: the member centre's bonusDetails page's rebate blocks (the member's rebate rates per game
// category, the lottery prize table) and the manualRebate page's blocks (claimable rebate per
// category with claim all; the claims made). Each its own chunk.
export const loadBonusBlocks = () => import('./BonusBlocks.tsx');
export const loadManualRebatePage = () => import('./ManualRebatePage.tsx');
export const loadRebateClaims = () => import('./RebateClaims.tsx');
