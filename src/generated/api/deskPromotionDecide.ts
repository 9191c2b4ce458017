/* Generated from schemas/api/deskPromotionDecide.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/promotions/decide: the request and success value of the deskPromotionDecide call.
 */
export interface DeskPromotionDecideCall {
  request: DeskPromotionDecideRequest;
  response: DeskPromotionDecideResponse;
}
export interface DeskPromotionDecideRequest {
  id: number;
  action: 'review' | 'approve' | 'reject';
  /**
   * approve: the bonus in the merchant currency's major units as the operator types it (500 or 12.50); more decimals than the currency has is refused.
   */
  bonusAmount?: string;
  /**
   * approve: valid bets the member must place on this bonus before a withdrawal, as a multiple of the bonus (0 to 100, at most 2 decimals; 10 means 10x). Empty or absent: the promotion's turnoverMultiplier, else the merchant's withdrawals.bonusTurnoverMultiplier. Anything else is refused with desk.turnover.invalid.
   */
  turnoverMultiplier?: string;
  /**
   * reject: why, shown to the member.
   */
  reason?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskPromotionDecideResponse {
  id: number;
  status: 'applying' | 'process' | 'rejected' | 'issued';
  replayed: boolean;
}
