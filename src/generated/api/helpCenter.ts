/* Generated from schemas/api/helpCenter.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/system/helpCenter: the request and success value of the helpCenter call.
 */
export interface HelpCenterCall {
  request: HelpCenterRequest;
  response: HelpCenterResponse;
}
export interface HelpCenterRequest {
  /**
   * Language code.
   */
  lang?: string;
  /**
   * Device, WEB.
   */
  device?: string;
}
export interface HelpCenterResponse {
  list: {
    /**
     * The article id; /help?page=<id> opens it.
     */
    id: string;
    title: string;
    href: string;
    /**
     * The article (HTML; the portal sanitises it).
     */
    html: string;
  }[];
}
