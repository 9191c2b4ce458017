/* Generated from schemas/api/securityMobileBind.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/security/mobile: the request and success value of the securityMobileBind call.
 */
export interface SecurityMobileBindCall {
  request: SecurityMobileBindRequest;
  response: SecurityMobileBindResponse;
}
export interface SecurityMobileBindRequest {
  /**
   * The mobile number to bind.
   */
  mobile: string;
  /**
   * The code sent to the new address.
   */
  code: string;
  /**
   * The member's login password, asked again before a security change.
   */
  password: string;
}
export interface SecurityMobileBindResponse {
  mobileMasked: string;
}
