/* Generated from schemas/api/twoFactorSetup.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/2fa/setup: the request and success value of the twoFactorSetup call.
 */
export interface TwoFactorSetupCall {
  request: TwoFactorSetupRequest;
  response: TwoFactorSetupResponse;
}
export interface TwoFactorSetupRequest {}
export interface TwoFactorSetupResponse {
  secret: string;
  otpauthUri: string;
  algorithm: string;
  digits: number;
  period: number;
}
