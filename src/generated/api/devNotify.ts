/* Generated from schemas/api/devNotify.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /dev/notify: the request and success value of the devNotify call.
 */
export interface DevNotifyCall {
  request: DevNotifyRequest;
  response: DevNotifyResponse;
}
export interface DevNotifyRequest {
  /**
   * The member, by username, of the request's merchant.
   */
  username: string;
  /**
   * The member event.
   */
  event:
    | 'deposit.credited'
    | 'deposit.failed'
    | 'deposit.refunded'
    | 'withdrawal.approved'
    | 'withdrawal.rejected'
    | 'withdrawal.paid'
    | 'withdrawal.refunded'
    | 'withdrawal.forcedReceived'
    | 'withdrawal.timedOut'
    | 'withdrawal.exclusionPayout'
    | 'protection.liftApproved'
    | 'protection.liftRefused'
    | 'promotion.issued'
    | 'promotion.rejected'
    | 'settlement.disbursed'
    | 'settlement.rejected'
    | 'redemption.approved'
    | 'redemption.rejected'
    | 'feedback.replied'
    | 'referral.credited';
  /**
   * The amount in minor units.
   */
  amountMinor: number;
  /**
   * The order number (default: a fresh one).
   */
  orderNo?: string;
  /**
   * The operator's remark.
   */
  remark?: string;
}
export interface DevNotifyResponse {
  /**
   * The inbox message, or null when the key was used before.
   */
  messageId: number | null;
  /**
   * False when this event of this order was told before (idempotent).
   */
  created: boolean;
}
