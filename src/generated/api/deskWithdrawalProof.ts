/* Generated from schemas/api/deskWithdrawalProof.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/withdrawals/proof: the request and success value of the deskWithdrawalProof call.
 */
export interface DeskWithdrawalProofCall {
  request: DeskWithdrawalProofRequest;
  response: DeskWithdrawalProofResponse;
}
export interface DeskWithdrawalProofRequest {
  id: string;
}
export interface DeskWithdrawalProofResponse {
  id: number;
  mime: 'image/png' | 'image/jpeg';
  base64: string;
}
