/* Generated from schemas/api/securityDeviceSignOut.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/security/devices/signOut: the request and success value of the securityDeviceSignOut call.
 */
export interface SecurityDeviceSignOutCall {
  request: SecurityDeviceSignOutRequest;
  response: SecurityDeviceSignOutResponse;
}
export interface SecurityDeviceSignOutRequest {
  /**
   * A device id from securityDevices.
   */
  id: number;
}
export interface SecurityDeviceSignOutResponse {
  ok: true;
}
