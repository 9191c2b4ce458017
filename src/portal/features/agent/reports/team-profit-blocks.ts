// The team's profit and loss's two blocks in one chunk: they show on one page, and each lazy part
// costs the first load its loader and its file names.
export { TeamProfit, TeamProfitTotals } from './TeamProfit.tsx';
