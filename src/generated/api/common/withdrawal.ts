/* Generated from schemas/api/common/withdrawal.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One withdrawal request as the member sees it. Amounts in minor units.
 */
export interface WithdrawalItem {
  id: number;
  /**
   * Processing, Transferring, Audit failure, Success, Failed, Disputed.
   */
  status: 'processing' | 'transferring' | 'audit_failure' | 'success' | 'failed' | 'disputed';
  /**
   * The member's confirmation of a payout; null before one is paid.
   */
  confirmation:
    | 'awaiting'
    | 'received'
    | 'fully_received'
    | 'timed_out'
    | 'not_received'
    | 'refunded'
    | 'forced_received'
    | null;
  /**
   * Amount asked for.
   */
  amountMinor: number;
  /**
   * Fee kept from it.
   */
  feeMinor: number;
  /**
   * Security deposit held with it (amount x penalty rate).
   */
  securityDepositMinor: number;
  /**
   * Paid out so far.
   */
  paidMinor: number;
  /**
   * Still to be paid out (amount - fee - paid).
   */
  remainingMinor: number;
  paidAt: number | null;
  /**
   * When an unanswered payout counts as received (ms since epoch).
   */
  confirmDeadline: number | null;
  createdAt: number;
  remark: string | null;
  payoutAccount: import('./payout-account.ts').PayoutAccountItem;
}
