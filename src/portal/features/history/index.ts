// history: the member centre's records: transactionHistory (wallet movements,
// deposits, withdrawals, CSV export), betRecords, personalProfit and the statement of every
// money movement.
// Each page is its own chunk.
export const loadTransactionHistory = () => import('./TransactionHistory.tsx');
export const loadBetRecords = () => import('./bet-blocks.ts');
export const loadProfitLoss = () => import('./profit-blocks.ts');
export const loadStatement = () => import('./statement-blocks.ts');
