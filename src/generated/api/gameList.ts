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
  list: GameItem[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  totalPages: number;
}
/**
 * One catalogue entry (a game, a live room or a vendor lobby).
 */
export interface GameItem {
  gameId: number;
  gameCode: string;
  code: string;
  gameName: string;
  vassalage: string;
  /**
   * The game category (src/shared/games GAME_CATEGORIES).
   */
  gameType:
    | 'RNG'
    | 'LIVE'
    | 'FISH'
    | 'PVP'
    | 'SPORTS'
    | 'ESPORTS'
    | 'COCKFIGHT'
    | 'LOTT'
    | 'ELOTT'
    | 'BGS'
    | 'BINGO'
    | 'SEAMLESS';
  /**
   * GAME for a playable game, VASSALAGE for a vendor lobby entry (sports, cockfight).
   */
  isGame: 'GAME' | 'VASSALAGE';
  defaultPlayType: string | null;
  imagePath: string;
  releasedAt: number;
  isNew: boolean;
  hotRank: number | null;
  popularity: number;
  /**
   * Which demo provider game this launches into.
   */
  demoKind: 'slot' | 'lottery';
}
