/* Generated from schemas/api/securityDevicesSignOutOthers.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/security/devices/signOutOthers: the request and success value of the securityDevicesSignOutOthers call.
 */
export interface SecurityDevicesSignOutOthersCall {
  request: SecurityDevicesSignOutOthersRequest;
  response: SecurityDevicesSignOutOthersResponse;
}
export interface SecurityDevicesSignOutOthersRequest {}
export interface SecurityDevicesSignOutOthersResponse {
  signedOut: number;
}
