// agent: the agent centre (/agentHome?page=...) with its menu (navigation.agentMenu); its pages
// are the merchant config's pages whose centre is `agent`, built from blocks (src/portal/blocks/).
export const loadAgentSection = () => import('./Agent.tsx');
// The agent centre's parts, each its own chunk, loaded when a page shows its block.
export const loadDownlineBlocks = () => import('./downline-blocks.ts');
export const loadIncomeBlocks = () => import('./income-blocks.ts');
export const loadTeamFigures = () => import('./TeamFigures.tsx');
export const loadRegisterLinks = () => import('./RegisterLinks.tsx');
export const loadTeamBetting = () => import('./reports/TeamBetting.tsx');
export const loadTeamTransactions = () => import('./reports/TeamTransactions.tsx');
export const loadTeamProfit = () => import('./reports/TeamProfit.tsx');
