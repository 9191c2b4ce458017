/* Generated from schemas/api/addFavourite.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AddFavouriteResponse = number[];

/**
 * POST /wps/relay/MCS2_addFavGame: the request and success value of the addFavourite call.
 */
export interface AddFavouriteCall {
  request: AddFavouriteRequest;
  response: AddFavouriteResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface AddFavouriteRequest {
  gameId?: unknown;
  roomId?: unknown;
  [k: string]: unknown | undefined;
}
