/* Generated from schemas/api/withdrawList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/withdraw/list: the request and success value of the withdrawList call.
 */
export interface WithdrawListCall {
  request: WithdrawListRequest;
  response: WithdrawListResponse;
}
export interface WithdrawListRequest {}
export interface WithdrawListResponse {
  items: WithdrawalItem[];
}
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
  payoutAccount: PayoutAccountItem;
}
/**
 * A bound payout account; the number is masked.
 */
export interface PayoutAccountItem {
  id: number;
  provider: string;
  providerName: string;
  kind: 'bank' | 'ewallet';
  accountNumberMasked: string;
  holderName: string;
  createdAt: number;
}
