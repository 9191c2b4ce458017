/* Generated from schemas/api/change-password-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/password (token, encrypted).
 */
export interface ChangePasswordRequest {
  /**
   * Current password.
   */
  oldPassword: string;
  /**
   * New password (merchant password rule).
   */
  newPassword: string;
  /**
   * New password again.
   */
  confirmNewPassword: string;
}
