/* Generated from schemas/api/securityMobileCode.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/security/mobile/code: the request and success value of the securityMobileCode call.
 */
export interface SecurityMobileCodeCall {
  request: SecurityMobileCodeRequest;
  response: SecurityMobileCodeResponse;
}
export interface SecurityMobileCodeRequest {
  /**
   * The mobile number to bind.
   */
  mobile: string;
  /**
   * The member's login password, asked again before a security change.
   */
  password: string;
}
export interface SecurityMobileCodeResponse {
  expiredMinutes: number;
  mobileMasked: string;
}
