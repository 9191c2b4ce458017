/* Generated from schemas/api/common/downline-member.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * A direct downline member as the agent centre lists it.
 */
export interface DownlineMember {
  username: string;
  isAgent: boolean;
  /**
   * Epoch milliseconds.
   */
  registeredAt: number;
  /**
   * Epoch milliseconds; null if never.
   */
  lastLoginAt: number | null;
  /**
   * Minor units of the merchant's currency.
   */
  balanceMinor: number;
  /**
   * Members below this one, all levels.
   */
  teamSize: number;
  /**
   * This member's balance and everyone's below it.
   */
  teamBalanceMinor: number;
  /**
   * The agent's own note on this member.
   */
  remark: string | null;
  /**
   * The agent blocked this member's login.
   */
  loginBlocked: boolean;
}
