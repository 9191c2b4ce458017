/* Generated from schemas/api/game-state-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /demo-games/api/state (on a launch host): the launched game's name, balance, bets and the portal origin to report rounds to. A missing or unknown ticket is 401 game_ticket_invalid.
 */
export interface GameStateQuery {
  /**
   * The launch ticket from the game URL.
   */
  ticket?: string;
}
