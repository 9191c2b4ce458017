/* Generated from schemas/api/securityDevices.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/security/devices: the request and success value of the securityDevices call.
 */
export interface SecurityDevicesCall {
  request: SecurityDevicesRequest;
  response: SecurityDevicesResponse;
}
export interface SecurityDevicesRequest {}
export interface SecurityDevicesResponse {
  devices: {
    id: number;
    device: 'phone' | 'tablet' | 'desktop' | 'unknown';
    browser: string | null;
    os: string | null;
    ip: string;
    signedInAt: number;
    lastSeenAt: number;
    current: boolean;
  }[];
}
