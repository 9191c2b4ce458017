/* Generated from schemas/api/favouriteList.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type FavouriteListResponse = import('./common/game-item.ts').GameItem[];

/**
 * GET /wps/relay/getFavoriteGamesList: the request and success value of the favouriteList call.
 */
export interface FavouriteListCall {
  request: FavouriteListRequest;
  response: FavouriteListResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface FavouriteListRequest {
  [k: string]: string | undefined;
}
