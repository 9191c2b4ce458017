/* Generated from schemas/api/forgotPasswordEmail.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type ForgotPasswordEmailResponse = null;

/**
 * POST /wps/member/password/email: the request and success value of the forgotPasswordEmail call.
 */
export interface ForgotPasswordEmailCall {
  request: ForgotPasswordEmailRequest;
  response: ForgotPasswordEmailResponse;
}
export interface ForgotPasswordEmailRequest {
  /**
   * Account name.
   */
  username: string;
  /**
   * Email address on the account.
   */
  email: string;
}
