/* Generated from schemas/api/hotGames.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type HotGamesResponse = {
  gameType: string;
  list: import('./common/game-item.ts').GameItem[];
}[];

/**
 * GET /wps/relay/hotGamesV2: the request and success value of the hotGames call.
 */
export interface HotGamesCall {
  request: HotGamesRequest;
  response: HotGamesResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface HotGamesRequest {
  [k: string]: string | undefined;
}
