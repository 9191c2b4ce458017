/* Generated from schemas/api/lotteryLobby.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type LotteryLobbyResponse = {
  gameCode: string;
  gameName: string;
  vassalage: string;
  defaultPlayType: string;
  gameGroupCode: string;
  currentNumero: string;
  nextDrawTime: number;
  lastNumbers: string;
}[];

/**
 * GET /lotto/lgw/games/lobby: the request and success value of the lotteryLobby call.
 */
export interface LotteryLobbyCall {
  request: LotteryLobbyRequest;
  response: LotteryLobbyResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface LotteryLobbyRequest {
  vassalage?: string;
  [k: string]: string | undefined;
}
