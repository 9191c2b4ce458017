/* Generated from schemas/api/launchGame.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/game/launchGame: the request and success value of the launchGame call.
 */
export interface LaunchGameCall {
  request: LaunchGameRequest;
  response: LaunchGameResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface LaunchGameRequest {
  gameId?: unknown;
  roomId?: unknown;
  nodeId?: unknown;
  accountType?: unknown;
  confirmTrans?: unknown;
  vassalage?: unknown;
  launchMode?: unknown;
  platform?: unknown;
  clientType?: unknown;
  username?: unknown;
  token?: unknown;
  merchantCode?: unknown;
  language?: unknown;
  [k: string]: unknown | undefined;
}
export interface LaunchGameResponse {
  game_url: string;
  game_url2: string;
  gameUrl: string;
  gameId: number;
  vassalage: string;
}
