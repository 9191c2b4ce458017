/* Generated from schemas/api/common/point-redemption.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One redemption of the points mall as the member sees it (redeem history).
 */
export interface PointRedemption {
  id: number;
  productId: string;
  kind: 'promotion' | 'live' | 'gift';
  /**
   * Text key of the product's name.
   */
  nameKey: string;
  quantity: number;
  /**
   * Points spent (all units).
   */
  points: number;
  /**
   * Money paid with the points, minor units (0 = points only).
   */
  moneyMinor: number;
  /**
   * In Process, Approved, Rejected (a rejection gave points and money back).
   */
  status: 'processing' | 'approved' | 'rejected';
  createdAt: number;
  decidedAt: number | null;
  /**
   * The desk's reason for a rejection.
   */
  remark: string | null;
}
