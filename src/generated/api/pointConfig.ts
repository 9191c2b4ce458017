/* Generated from schemas/api/pointConfig.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCS2_getPointConfig: the request and success value of the pointConfig call.
 */
export interface PointConfigCall {
  request: PointConfigRequest;
  response: PointConfigResponse;
}
export interface PointConfigRequest {}
export interface PointConfigResponse {
  earn: {
    /**
     * Game category (RNG, LIVE, ...).
     */
    category: string;
    /**
     * Valid bet, minor units, that earns one point.
     */
    betPerPointMinor: number;
  }[];
  /**
   * What one point costs when converting money, minor units.
   */
  moneyPerPointMinor: number;
  maxConvertPoints: number;
  /**
   * Points never expire.
   */
  expires: false;
}
