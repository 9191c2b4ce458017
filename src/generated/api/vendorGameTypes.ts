/* Generated from schemas/api/vendorGameTypes.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type VendorGameTypesResponse = {
  id: number;
  vassalage: string;
  gameType: string;
  accountTypeId: number;
  displayName: string;
}[];

/**
 * GET /wps/relay/getVassGameType: the request and success value of the vendorGameTypes call.
 */
export interface VendorGameTypesCall {
  request: VendorGameTypesRequest;
  response: VendorGameTypesResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface VendorGameTypesRequest {
  vassalage?: string;
  [k: string]: string | undefined;
}
