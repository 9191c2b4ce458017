/* Generated from schemas/api/reset-password-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/password/reset: set a new password with the token of a reset mail.
 */
export interface ResetPasswordRequest {
  /**
   * The token from the reset link.
   */
  token: string;
  /**
   * The new password (the merchant's password rule applies).
   */
  newPassword: string;
  /**
   * The new password again.
   */
  confirmNewPassword: string;
}
