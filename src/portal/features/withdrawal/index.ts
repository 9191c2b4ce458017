// withdrawal: the member centre's withdraw page (balance, rules, fee preview, the request), the
// confirmation of a payout (flows/withdrawalConfirmation.machine.ts with actors.ts) and the two
// security-centre parts withdrawals need: the transaction password and the payout accounts.
// Each is its own chunk; the security centre loads the parts through these loaders.
export const loadWithdrawalPage = () => import('./WithdrawalPage.tsx');
export const loadPaymentPassword = () => import('./PaymentPassword.tsx');
export const loadPayoutAccounts = () => import('./PayoutAccounts.tsx');
