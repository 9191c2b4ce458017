/* Generated from schemas/api/changePassword.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type ChangePasswordResponse = import('./common/login-value.ts').LoginValue;

/**
 * POST /wps/member/password: the request and success value of the changePassword call.
 */
export interface ChangePasswordCall {
  request: ChangePasswordRequest;
  response: ChangePasswordResponse;
}
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
