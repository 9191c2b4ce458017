// rebate: the member centre's bonusDetails page (the member's rebate rates per game category and
// the lottery prize table) and manualRebate page (claimable rebate per category, claim all, the
// claims made). Each its own chunk.
export const loadBonusDetailsPage = () => import('./BonusDetailsPage.tsx');
export const loadManualRebatePage = () => import('./ManualRebatePage.tsx');
