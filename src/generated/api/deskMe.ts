/* Generated from schemas/api/deskMe.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/me: the request and success value of the deskMe call.
 */
export interface DeskMeCall {
  request: DeskMeRequest;
  response: DeskMeResponse;
}
export interface DeskMeRequest {
  [k: string]: string | undefined;
}
export interface DeskMeResponse {
  operator: import('./common/desk-operator.ts').DeskOperator;
  /**
   * The merchant code.
   */
  merchant: string;
  /**
   * The brand name.
   */
  merchantName: string;
  currency: import('../merchant.ts').Currency;
}
