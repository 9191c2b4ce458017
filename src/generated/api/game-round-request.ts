/* Generated from schemas/api/game-round-request.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /demo-games/api/round (on a launch host): one round of the launched game, paid by the launch ticket's member. Numbers are JSON numbers: no string, list or exponent form is converted.
 */
export interface GameRoundRequest {
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
