/* Generated from schemas/api/popular.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type PopularResponse = import('./common/game-item.ts').GameItem[];

/**
 * GET /lgw/games/popular: the request and success value of the popular call.
 */
export interface PopularCall {
  request: PopularRequest;
  response: PopularResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface PopularRequest {
  limit?: string;
  gameType?: string;
  vassalage?: string;
  [k: string]: string | undefined;
}
