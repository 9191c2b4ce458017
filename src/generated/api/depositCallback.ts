/* Generated from schemas/api/depositCallback.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/deposit/callback: the request and success value of the depositCallback call.
 */
export interface DepositCallbackCall {
  request: DepositCallbackRequest;
  response: DepositCallbackResponse;
}
export interface DepositCallbackRequest {
  depositId: number;
  amountMinor: number;
  currency: string;
  outcome: 'paid' | 'cancelled';
  providerRef: string;
  nonce: string;
  timestamp: number;
  signature: string;
}
export interface DepositCallbackResponse {
  depositId: number;
  status: 'new' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
}
