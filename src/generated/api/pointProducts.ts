/* Generated from schemas/api/pointProducts.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCS2_getPointReward: the request and success value of the pointProducts call.
 */
export interface PointProductsCall {
  request: PointProductsRequest;
  response: PointProductsResponse;
}
export interface PointProductsRequest {
  kind?: 'promotion' | 'live' | 'gift';
}
export interface PointProductsResponse {
  items: {
    id: string;
    kind: 'promotion' | 'live' | 'gift';
    nameKey: string;
    /**
     * Points per unit.
     */
    pricePoints: number;
    /**
     * Money per unit, minor units (0 = points only).
     */
    priceMoneyMinor: number;
    stock: number;
    /**
     * Sent by post: redeeming asks for name, address and phone.
     */
    physical: boolean;
    /**
     * The picture's symbol (PointProductArt.icon).
     */
    icon: string;
  }[];
}
