/* Generated from schemas/api/portalConfig.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type PortalConfigResponse = import('../merchant.ts').MerchantConfig;

/**
 * GET /wps/portal/config: the request and success value of the portalConfig call.
 */
export interface PortalConfigCall {
  request: PortalConfigRequest;
  response: PortalConfigResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface PortalConfigRequest {
  [k: string]: string | undefined;
}
