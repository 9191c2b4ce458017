/* Generated from schemas/api/customerService.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/customerService: the request and success value of the customerService call.
 */
export interface CustomerServiceCall {
  request: CustomerServiceRequest;
  response: CustomerServiceResponse;
}
export interface CustomerServiceRequest {}
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
