/* Generated from schemas/api/withdrawRequest.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/withdraw: the request and success value of the withdrawRequest call.
 */
export interface WithdrawRequestCall {
  request: WithdrawRequestRequest;
  response: WithdrawRequestResponse;
}
export interface WithdrawRequestRequest {
  /**
   * Amount in major units, e.g. 500.50.
   */
  amount: string;
  payoutAccountId: number;
  /**
   * Transaction password.
   */
  paymentPassword: string;
  /**
   * Client-chosen key; a repeat answers the first request.
   */
  requestKey: string;
}
/**
 * One withdrawal request as the member sees it. Amounts in minor units.
 */
export interface WithdrawRequestResponse {
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
