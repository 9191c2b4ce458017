/* Generated from schemas/api/deskLogout.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DeskLogoutResponse = boolean;

/**
 * POST /wps/desk/logout: the request and success value of the deskLogout call.
 */
export interface DeskLogoutCall {
  request: DeskLogoutRequest;
  response: DeskLogoutResponse;
}
export interface DeskLogoutRequest {}
