/* Generated from schemas/api/deskDepositReceipt.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/deposits/receipt: the request and success value of the deskDepositReceipt call.
 */
export interface DeskDepositReceiptCall {
  request: DeskDepositReceiptRequest;
  response: DeskDepositReceiptResponse;
}
export interface DeskDepositReceiptRequest {
  id: string;
}
export interface DeskDepositReceiptResponse {
  id: number;
  mime: 'image/png' | 'image/jpeg';
  base64: string;
}
