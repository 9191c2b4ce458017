// transfer: money to the upline (member centre transferUpline) and to the downline or upline
// (agent centre transfer), platform calls transferInfo, transferUpline, agentTransfer. One chunk.
export const loadTransferPage = () => import('./TransferPage.tsx');
