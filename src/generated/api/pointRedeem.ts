/* Generated from schemas/api/pointRedeem.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/relay/passwordCheck/MCS2_redeemPointReward: the request and success value of the pointRedeem call.
 */
export interface PointRedeemCall {
  request: PointRedeemRequest;
  response: PointRedeemResponse;
}
export interface PointRedeemRequest {
  productId: string;
  /**
   * 1 to the product's stock.
   */
  quantity: number;
  paymentPassword: string;
  requestKey: string;
  /**
   * Where a physical gift goes (required for one).
   */
  recipient?: {
    name: string;
    address: string;
    phone: string;
  };
}
export interface PointRedeemResponse {
  redemption: import('./common/point-redemption.ts').PointRedemption;
  /**
   * The member's points after it.
   */
  points: number;
}
