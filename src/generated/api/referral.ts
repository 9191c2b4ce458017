/* Generated from schemas/api/referral.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/referral: the request and success value of the referral call.
 */
export interface ReferralCall {
  request: ReferralRequest;
  response: ReferralResponse;
}
/**
 * Reads no parameters; clients may send others (platform, language), which it ignores.
 */
export interface ReferralRequest {
  [k: string]: string | undefined;
}
export interface ReferralResponse {
  /**
   * The member's invite code (registration takes it as referrerCode).
   */
  code: string;
  /**
   * Members who registered through the code.
   */
  friends: number;
  /**
   * Of those, the ones with at least one approved deposit.
   */
  deposited: number;
  /**
   * Referral rewards paid to the member so far, minor units.
   */
  earnedMinor: number;
  /**
   * The merchant's referral rules (constants.referralRewards), in its order; empty when it has none.
   */
  rules: import('./common/referral-rule.ts').ReferralRuleView[];
}
