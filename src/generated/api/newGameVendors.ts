/* Generated from schemas/api/newGameVendors.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type NewGameVendorsResponse = {
  id: number;
  vassalage: string;
  gameType: string;
  accountTypeId: number;
  displayName: string;
  newCount: number;
}[];

/**
 * GET /wps/relay/newGameVendor: the request and success value of the newGameVendors call.
 */
export interface NewGameVendorsCall {
  request: NewGameVendorsRequest;
  response: NewGameVendorsResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface NewGameVendorsRequest {
  [k: string]: string | undefined;
}
