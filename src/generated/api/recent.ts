/* Generated from schemas/api/recent.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RecentResponse = GameItem[];

/**
 * GET /wps/relay/GCS_recentGame: the request and success value of the recent call.
 */
export interface RecentCall {
  request: RecentRequest;
  response: RecentResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface RecentRequest {
  [k: string]: string | undefined;
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
