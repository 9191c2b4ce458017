// deposit: the member centre's deposit page (channel, amount with chips, fee preview, the
// provider's checkout and back) and the member's open requests. Its own chunk.
export const loadDepositPage = () => import('./DepositPage.tsx');
// The deposit limits card (UKGC RTS 12), also shown on the responsible gaming page.
export const loadDepositLimits = () => import('./DepositLimits.tsx');
// The deposit page's limits and history blocks (one chunk: both are small and show together).
export const loadDepositParts = () => import('./DepositParts.tsx');
