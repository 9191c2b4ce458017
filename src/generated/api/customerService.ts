/* Generated from schemas/api/customerService.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/customerService: the request and success value of the customerService call.
 */
export interface CustomerServiceCall {
  request: CustomerServiceRequest;
  response: CustomerServiceResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface CustomerServiceRequest {
  [k: string]: string | undefined;
}
export interface CustomerServiceResponse {
  version: {
    pathList: {
      type: number;
      csType: string;
      title: string;
      csPosition: number;
      path: string;
    }[];
  };
}
