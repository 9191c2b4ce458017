/* Generated from schemas/api/openedNumbers.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type OpenedNumbersResponse = {
  numero: string;
  drawTime: number;
  numbers: string;
}[];

/**
 * GET /lotto/lgw/games/opened/numero: the request and success value of the openedNumbers call.
 */
export interface OpenedNumbersCall {
  request: OpenedNumbersRequest;
  response: OpenedNumbersResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface OpenedNumbersRequest {
  gameCode?: string;
  count?: string;
  [k: string]: string | undefined;
}
