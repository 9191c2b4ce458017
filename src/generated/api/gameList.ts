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
  /**
   * ALL (popularity), HOT (hot rank), NEW (newest first), FAV or RECENT (the member's, most recent first). Default ALL.
   */
  gameClassify?: string;
  filterType?: string;
  vassalage?: string;
  /**
   * Name search: at most 100 characters, matched without case, accents or punctuation.
   */
  gameName?: string;
  /**
   * 1-based page number (digits); a page past the last answers an empty list. Default 1.
   */
  pageNo?: string;
  /**
   * Games per page, 1-10000 (digits). Default 30; the portal's slots list asks 48 (GAME_PAGE_SIZE).
   */
  pageSize?: string;
  platform?: string;
  clientType?: string;
  language?: string;
  [k: string]: string | undefined;
}
export interface GameListResponse {
  list: import('./common/game-item.ts').GameItem[];
  /**
   * How many games match the whole query (all pages).
   */
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /**
   * At least 1.
   */
  totalPages: number;
}
