/* Generated from schemas/api/logout.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type LogoutResponse = boolean;

/**
 * POST /wps/session/logout: the request and success value of the logout call.
 */
export interface LogoutCall {
  request: LogoutRequest;
  response: LogoutResponse;
}
export interface LogoutRequest {
  /**
   * Revoke the quick-login token(s) as well as the session.
   */
  forgetDevice?: boolean;
  /**
   * The device whose quick-login token to revoke.
   */
  loginDeviceId?: string;
}
