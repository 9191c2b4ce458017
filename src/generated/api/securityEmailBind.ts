/* Generated from schemas/api/securityEmailBind.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/security/email: the request and success value of the securityEmailBind call.
 */
export interface SecurityEmailBindCall {
  request: SecurityEmailBindRequest;
  response: SecurityEmailBindResponse;
}
export interface SecurityEmailBindRequest {
  /**
   * The email address to bind.
   */
  email: string;
  /**
   * The code sent to the new address.
   */
  code: string;
  /**
   * The member's login password, asked again before a security change.
   */
  password: string;
}
export interface SecurityEmailBindResponse {
  emailMasked: string;
}
