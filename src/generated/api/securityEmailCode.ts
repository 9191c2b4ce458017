/* Generated from schemas/api/securityEmailCode.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/security/email/code: the request and success value of the securityEmailCode call.
 */
export interface SecurityEmailCodeCall {
  request: SecurityEmailCodeRequest;
  response: SecurityEmailCodeResponse;
}
export interface SecurityEmailCodeRequest {
  /**
   * The email address to bind.
   */
  email: string;
  /**
   * The member's login password, asked again before a security change.
   */
  password: string;
}
export interface SecurityEmailCodeResponse {
  expiredMinutes: number;
  emailMasked: string;
}
