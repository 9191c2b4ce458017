/* Generated from schemas/api/gameList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/GCSGAME_gameList: the request and success value of the gameList call.
 */
export interface GameListCall {
  request: GameListRequest;
  response: GameListResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface GameListRequest {
  gameType?: string;
  gameClassify?: string;
  filterType?: string;
  vassalage?: string;
  gameName?: string;
  pageNo?: string;
  pageSize?: string;
  platform?: string;
  clientType?: string;
  language?: string;
  [k: string]: string | undefined;
}
export interface GameListResponse {
  list: import('./common/game-item.ts').GameItem[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  totalPages: number;
}
