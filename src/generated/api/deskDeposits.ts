/* Generated from schemas/api/deskDeposits.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/deposits: the request and success value of the deskDeposits call.
 */
export interface DeskDepositsCall {
  request: DeskDepositsRequest;
  response: DeskDepositsResponse;
}
export interface DeskDepositsRequest {
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
  status?: 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
}
export interface DeskDepositsResponse {
  items: {
    id: number;
    /**
     * The member's account name.
     */
    member: string;
    channelName: string;
    status: 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
    amountMinor: number;
    feeMinor: number;
    /**
     * The member's bank transfer reference.
     */
    reference: string | null;
    hasReceipt: boolean;
    createdAt: number;
    decidedAt: number | null;
    decidedBy: string | null;
    reason: string | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
