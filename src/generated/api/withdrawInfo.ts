/* Generated from schemas/api/withdrawInfo.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/withdraw/info: the request and success value of the withdrawInfo call.
 */
export interface WithdrawInfoCall {
  request: WithdrawInfoRequest;
  response: WithdrawInfoResponse;
}
export interface WithdrawInfoRequest {}
export interface WithdrawInfoResponse {
  balanceMinor: number;
  /**
   * Largest amount that fits in the balance with its security deposit (0 while blocked).
   */
  withdrawableMinor: number;
  minMinor: number;
  maxMinor: number;
  dailyCount: number;
  usedToday: number;
  hours: {
    from: string;
    to: string;
    utcOffsetMinutes: number;
    open: boolean;
  };
  fee: {
    percent: number;
    fixedAmount: number;
    minAmount: number;
    maxAmount: number;
  };
  penaltyRate: number;
  confirmMinutes: number;
  /**
   * The turnover rule: the last credited deposit and every bonus credited since it each ask amount x multiplier in valid bets; bets count from when a condition began, oldest condition first. remainingMinor = requiredMinor - doneMinor.
   */
  turnover: {
    depositMinor: number;
    requiredMinor: number;
    doneMinor: number;
    remainingMinor: number;
    /**
     * The conditions that make up requiredMinor, oldest first.
     */
    lines: {
      /**
       * deposit, or the ledger kind of the bonus (promotion, signIn, newbie, rescueFund, promoCode, mission, referral, rebate).
       */
      source: string;
      /**
       * The bonus's name as credited (a promotion's title); null: name it by source.
       */
      label: string | null;
      amountMinor: number;
      multiplier: number;
      requiredMinor: number;
      doneMinor: number;
      at: number;
    }[];
  };
  paymentPasswordSet: boolean;
  accounts: import('./common/payout-account.ts').PayoutAccountItem[];
  /**
   * Why the form is blocked, or null.
   */
  blockedReason: 'turnover' | 'hours' | 'dailyCount' | 'paymentPassword' | 'payoutAccount' | 'balance' | null;
}
