/* Generated from schemas/api/addFavourite.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AddFavouriteResponse = number[];

/**
 * POST /wps/relay/MCS2_addFavGame: the request and success value of the addFavourite call.
 */
export interface AddFavouriteCall {
  request: AddFavouriteRequest;
  response: AddFavouriteResponse;
}
export interface AddFavouriteRequest {
  gameId?: unknown;
  roomId?: unknown;
}
