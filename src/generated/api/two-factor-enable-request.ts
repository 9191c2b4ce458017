/* Generated from schemas/api/two-factor-enable-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/2fa/enable (token): confirms the pending secret of POST /wps/member/2fa/setup with a code from the authenticator app.
 */
export interface TwoFactorEnableRequest {
  /**
   * The authenticator's current 6-digit code.
   */
  code: string;
}
