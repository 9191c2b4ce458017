/* Generated from schemas/api/recent.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type RecentResponse = import('./common/game-item.ts').GameItem[];

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
