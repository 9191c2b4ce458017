/* Generated from schemas/api/devTotp.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /dev/totp: the request and success value of the devTotp call.
 */
export interface DevTotpCall {
  request: DevTotpRequest;
  response: DevTotpResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface DevTotpRequest {
  username?: string;
  [k: string]: string | undefined;
}
export interface DevTotpResponse {
  code: string;
  step: number;
  expiresAt: number;
  enabled: boolean;
  lastUsedStep: number | null;
}
