/* Generated from schemas/api/common/referral-rule.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One of the merchant's referral rules in minor units: what a friend must reach and what the member is paid for it, once per friend.
 */
export interface ReferralRuleView {
  /**
   * The rule's stable id (merchant config).
   */
  id: string;
  /**
   * firstDeposit: the friend's first credited deposit reaches the threshold; validBet: the friend's settled real-money bets since registering do.
   */
  kind: 'firstDeposit' | 'validBet';
  /**
   * The amount to reach, minor units.
   */
  thresholdMinor: number;
  /**
   * The bonus paid to the member, minor units.
   */
  bonusMinor: number;
}
