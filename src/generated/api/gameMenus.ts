/* Generated from schemas/api/gameMenus.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type GameMenusResponse = {
  title: string;
  gameType: string;
  belongsTo: string | null;
  sortTarget: string | null;
  cards: {
    id: number;
    vassalage: string;
    gameType: string;
    accountTypeId: number;
    displayName: string;
    maintenance: {
      vassalage: string;
      maintainTime: number;
      endTime: number;
    } | null;
  }[];
  gameClassify: {
    vendors: string[];
  };
}[];

/**
 * GET /lgw/games/game_menus: the request and success value of the gameMenus call.
 */
export interface GameMenusCall {
  request: GameMenusRequest;
  response: GameMenusResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface GameMenusRequest {
  [k: string]: string | undefined;
}
