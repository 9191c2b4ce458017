/* Generated from schemas/api/domainRoute.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/domainRoute: the request and success value of the domainRoute call.
 */
export interface DomainRouteCall {
  request: DomainRouteRequest;
  response: DomainRouteResponse;
}
export interface DomainRouteRequest {}
export interface DomainRouteResponse {
  domainList: {
    domain: string;
    speed: number;
  }[];
  resources: {
    resourceType: string;
    url: string;
    qrCodeUrl: string;
    labelNameEn: string;
  }[];
}
