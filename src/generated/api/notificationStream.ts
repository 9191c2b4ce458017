/* Generated from schemas/api/notificationStream.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/member/notifications/stream: the request and success value of the notificationStream call.
 */
export interface NotificationStreamCall {
  request: NotificationStreamRequest;
  response: NotificationStreamResponse;
}
/**
 * The parameters this call reads; clients may send others (platform, language, ...), which it ignores.
 */
export interface NotificationStreamRequest {
  [k: string]: string | undefined;
}
export interface NotificationStreamResponse {
  /**
   * ready: the stream is listening; notification: an event arrived; end: the stream closes (see errorCode).
   */
  kind: 'ready' | 'notification' | 'end';
  /**
   * The member's unread message count after this frame.
   */
  unread: number;
  /**
   * Why an end frame closes the stream (the session is gone).
   */
  errorCode?: string;
  /**
   * The message kept in the inbox for this event.
   */
  notification?: {
    /**
     * The inbox message id.
     */
    id: number;
    /**
     * The member event (src/shared/notifications.ts).
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
    params: import('./common/member-event-params.ts').MemberEventParams;
    /**
     * The stored title, in the member's language when raised.
     */
    title: string;
    /**
     * The stored text, in the member's language when raised.
     */
    content: string;
    /**
     * When it was raised (epoch ms).
     */
    createdAt: number;
  };
}
