/* Generated from schemas/api/forgot-password-email-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/password/email (form): mail a reset link.
 */
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
