/* Generated from schemas/api/common/game-item.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

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
