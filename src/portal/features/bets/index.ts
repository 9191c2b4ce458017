// bets: the member centre's personalHistoryCopy (bet records: rounds by range and category,
// totals, load more) and personalProfit (profit and loss per category, a daily chart). Each its
// own chunk.
export const loadBetRecords = () => import('./BetRecords.tsx');
export const loadProfitLoss = () => import('./ProfitLoss.tsx');
