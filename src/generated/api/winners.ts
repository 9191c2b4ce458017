/* Generated from schemas/api/winners.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type WinnersResponse = {
  vo: {
    account: string;
    gameName: string;
    gameId: number;
    vassalage: string;
    /**
     * The win in major units (protocol).
     */
    winAmount: number;
    winTime: number;
    /**
     * The same win in exact minor units.
     */
    winAmountMinor: number;
  };
}[];

/**
 * GET /wps/relay/GCSGAME_getRankList: the request and success value of the winners call.
 */
export interface WinnersCall {
  request: WinnersRequest;
  response: WinnersResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface WinnersRequest {
  /**
   * How many wins, 1 to 100 (default 20).
   */
  limit?: string;
  [k: string]: string | undefined;
}
