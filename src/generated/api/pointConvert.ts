/* Generated from schemas/api/pointConvert.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/relay/passwordCheck/MCS2_convertPoint: the request and success value of the pointConvert call.
 */
export interface PointConvertCall {
  request: PointConvertRequest;
  response: PointConvertResponse;
}
export interface PointConvertRequest {
  /**
   * Points to buy: 1 to maxConvertPoints.
   */
  points: number;
  paymentPassword: string;
  requestKey: string;
}
export interface PointConvertResponse {
  /**
   * Points bought.
   */
  added: number;
  /**
   * Money taken from the wallet, minor units.
   */
  costMinor: number;
  /**
   * The member's points after it.
   */
  points: number;
}
