/* Generated from schemas/api/resetPassword.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * The password changed; every session of the member ended.
 */
export type ResetPasswordResponse = true;

/**
 * POST /wps/member/password/reset: the request and success value of the resetPassword call.
 */
export interface ResetPasswordCall {
  request: ResetPasswordRequest;
  response: ResetPasswordResponse;
}
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
