/* Generated from schemas/api/domainRoute.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/domainRoute: the request and success value of the domainRoute call.
 */
export interface DomainRouteCall {
  request: DomainRouteRequest;
  response: DomainRouteResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface DomainRouteRequest {
  [k: string]: string | undefined;
}
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
