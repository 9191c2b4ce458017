// rebate: the member centre's bonusDetails page's rebate blocks (the member's rebate rates per game
// category, the lottery prize table) and the manualRebate page (claimable rebate per category,
// claim all, the claims made). Each its own chunk.
export const loadBonusBlocks = () => import('./BonusBlocks.tsx');
export const loadManualRebatePage = () => import('./ManualRebatePage.tsx');
