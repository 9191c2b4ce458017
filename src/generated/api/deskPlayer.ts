/* Generated from schemas/api/deskPlayer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/player: the request and success value of the deskPlayer call.
 */
export interface DeskPlayerCall {
  request: DeskPlayerRequest;
  response: DeskPlayerResponse;
}
export interface DeskPlayerRequest {
  /**
   * The member's id (from deskPlayers).
   */
  id: string;
}
export interface DeskPlayerResponse {
  member: {
    id: number;
    username: string;
    mobile: string | null;
    email: string | null;
    /**
     * Epoch ms.
     */
    registeredAt: number;
  };
  /**
   * The wallet balance in minor units.
   */
  balanceMinor: number;
  /**
   * A time-out or self-exclusion in force, null when none.
   */
  protection: {
    kind: 'timeout' | 'selfExclusion';
    until: number;
  } | null;
  depositLimits: {
    period: string;
    limitMinor: number | null;
    /**
     * A raise (or removal: null) waiting until nextFrom.
     */
    nextLimitMinor: number | null;
    nextFrom: number | null;
  }[];
  playLimits: {
    kind: string;
    period: string;
    limitMinor: number | null;
    /**
     * A raise (or removal: null) waiting until nextFrom.
     */
    nextLimitMinor: number | null;
    nextFrom: number | null;
  }[];
  payoutAccounts: {
    id: number;
    provider: string;
    kind: 'bank' | 'ewallet';
    accountNumber: string;
    holderName: string;
    createdAt: number;
  }[];
  events: {
    id: number;
    at: number;
    type:
      | 'login.failed'
      | 'bet.large'
      | 'win.large'
      | 'balance.adjusted'
      | 'limit.changed'
      | 'exclusion.changed'
      | 'profile.changed'
      | 'bonus.changed'
      | 'settings.changed';
    actor: string;
    ip: string | null;
    before: {
      [k: string]: unknown | undefined;
    } | null;
    after: {
      [k: string]: unknown | undefined;
    } | null;
  }[];
}
