/* Generated from schemas/api/protectionStart.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/member/protection/start: the request and success value of the protectionStart call.
 */
export interface ProtectionStartCall {
  request: ProtectionStartRequest;
  response: ProtectionStartResponse;
}
export interface ProtectionStartRequest {
  kind: 'timeout' | 'selfExclusion';
  /**
   * One of the periods the merchant offers for the kind (else protection.duration.invalid).
   */
  duration: string;
  [k: string]: unknown | undefined;
}
export interface ProtectionStartResponse {
  kind: 'timeout' | 'selfExclusion';
  duration: string;
  /**
   * When it ends (epoch ms).
   */
  until: number;
  /**
   * A self-exclusion on a merchant with payoutOnExclusion: the balance sent to the verified payout account as a withdrawal (minor units); absent when nothing was sent.
   */
  payoutMinor?: number;
}
