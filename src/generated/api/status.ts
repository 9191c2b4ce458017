/* Generated from schemas/api/status.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/status: the request and success value of the status call.
 */
export interface StatusCall {
  request: StatusRequest;
  response: StatusResponse;
}
export interface StatusRequest {
  /**
   * Host the portal runs on.
   */
  url?: string;
}
export interface StatusResponse {
  merchantCode: string;
  maintenance: boolean;
  maintainTime: number | null;
  endTime: number | null;
  serverTime: number;
}
