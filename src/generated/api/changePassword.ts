/* Generated from schemas/api/changePassword.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

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
/**
 * A new session: the token for Authorization, whether the password must change first, and the member. quickLoginToken (and its expiry) when the login asked for rememberDevice.
 */
export interface ChangePasswordResponse {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  username: string;
  nickname: string | null;
  type: number;
  isAgent: boolean;
  quickLoginToken?: string;
  quickLoginExpiresAt?: number;
}
