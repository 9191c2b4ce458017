/* Generated from schemas/api/twoFactorSetup.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/2fa/setup: the request and success value of the twoFactorSetup call.
 */
export interface TwoFactorSetupCall {
  request: TwoFactorSetupRequest;
  response: TwoFactorSetupResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface TwoFactorSetupRequest {
  [k: string]: unknown | undefined;
}
export interface TwoFactorSetupResponse {
  secret: string;
  otpauthUri: string;
  algorithm: string;
  digits: number;
  period: number;
}
