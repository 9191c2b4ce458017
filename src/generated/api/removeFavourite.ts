/* Generated from schemas/api/removeFavourite.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RemoveFavouriteResponse = number[];

/**
 * POST /wps/relay/MCS2_removeFavGame: the request and success value of the removeFavourite call.
 */
export interface RemoveFavouriteCall {
  request: RemoveFavouriteRequest;
  response: RemoveFavouriteResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface RemoveFavouriteRequest {
  gameId?: unknown;
  roomId?: unknown;
  [k: string]: unknown | undefined;
}
