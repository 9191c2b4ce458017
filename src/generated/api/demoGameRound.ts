/* Generated from schemas/api/demoGameRound.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /demo-games/api/round: the request and success value of the demoGameRound call.
 */
export interface DemoGameRoundCall {
  request: DemoGameRoundRequest;
  response: DemoGameRoundResponse;
}
export interface DemoGameRoundRequest {
  /**
   * The launch ticket from the game URL (missing or unknown: 401 game_ticket_invalid, like the state call).
   */
  ticket?: string;
  /**
   * Client-chosen round id; a retry with the same id replays the round instead of paying twice.
   */
  roundId: string;
  /**
   * Stake in minor units; one of the bets the state call lists.
   */
  bet: number;
  /**
   * Lottery only: the digit played.
   */
  pick?: number;
}
export interface DemoGameRoundResponse {
  round: {
    roundId: string;
    memberId: number;
    gameId: number;
    demo: boolean;
    bet: number;
    win: number;
    outcome: {
      [k: string]: unknown | undefined;
    };
    balanceAfter: number;
    createdAt: number;
  };
  replayed: boolean;
  balance: number;
  /**
   * bet, win and balance formatted in the merchant's currency, for display.
   */
  text: {
    bet: string;
    win: string;
    balance: string;
  };
}
