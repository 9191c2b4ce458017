/* Generated from schemas/api/demoGameState.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /demo-games/api/state: the request and success value of the demoGameState call.
 */
export interface DemoGameStateCall {
  request: DemoGameStateRequest;
  response: DemoGameStateResponse;
}
export interface DemoGameStateRequest {
  /**
   * The launch ticket from the game URL.
   */
  ticket?: string;
}
export interface DemoGameStateResponse {
  gameId: number;
  gameName: string;
  kind: string;
  demo: boolean;
  balance: number;
  bets: number[];
  /**
   * The same amounts formatted in the merchant's currency, for display.
   */
  text: {
    balance: string;
    bets: string[];
  };
  /**
   * The portal origin that launched the game: the only target of round reports (postMessage).
   */
  portalOrigin: string;
  /**
   * The slot's reel symbols in the engine's order (CHERRY, LEMON, BELL, STAR, SEVEN: lowest paying first), each drawn from the game's theme as an SVG data: URL.
   */
  symbols: {
    /**
     * The engine's symbol name, as round outcomes carry it.
     */
    name: string;
    /**
     * The symbol's picture (data:image/svg+xml).
     */
    image: string;
  }[];
  /**
   * The game's art theme (gems, fruit, dragons ...), as its tile shows.
   */
  theme: string;
}
