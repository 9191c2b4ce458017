/* Generated from schemas/api/deskWithdrawals.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/withdrawals: the request and success value of the deskWithdrawals call.
 */
export interface DeskWithdrawalsCall {
  request: DeskWithdrawalsRequest;
  response: DeskWithdrawalsResponse;
}
export interface DeskWithdrawalsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only requests in this state.
   */
  status?: 'processing' | 'transferring' | 'audit_failure' | 'success' | 'failed' | 'disputed';
}
export interface DeskWithdrawalsResponse {
  items: {
    id: number;
    /**
     * The member's account name.
     */
    member: string;
    status: 'processing' | 'transferring' | 'audit_failure' | 'success' | 'failed' | 'disputed';
    confirmation:
      | 'awaiting'
      | 'received'
      | 'fully_received'
      | 'timed_out'
      | 'not_received'
      | 'refunded'
      | 'forced_received'
      | null;
    amountMinor: number;
    feeMinor: number;
    paidMinor: number;
    securityDepositMinor: number;
    /**
     * Provider, masked number and holder name.
     */
    payoutAccount: string;
    /**
     * The member sent a proof of non-receipt.
     */
    hasProof: boolean;
    createdAt: number;
    paidAt: number | null;
    remark: string | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
