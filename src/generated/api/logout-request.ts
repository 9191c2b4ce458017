/* Generated from schemas/api/logout-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST/DELETE /wps/session/logout body (optional): forgetDevice also revokes the member's quick-login tokens (those of loginDeviceId when given, else all of them).
 */
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
