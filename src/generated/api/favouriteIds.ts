/* Generated from schemas/api/favouriteIds.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type FavouriteIdsResponse = number[];

/**
 * GET /wps/relay/MCSFE_getFavoriteGames: the request and success value of the favouriteIds call.
 */
export interface FavouriteIdsCall {
  request: FavouriteIdsRequest;
  response: FavouriteIdsResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface FavouriteIdsRequest {
  [k: string]: string | undefined;
}
