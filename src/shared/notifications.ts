// The member events that become inbox messages and live toasts (spec section 4, "Notification
// events"). Shared: the platform raises them, the portal words them in the member's language
// under the i18n keys `notify.<event>.title` and `notify.<event>` ({{amount}}, {{time}}, {{remark}}).
export const MEMBER_EVENTS = ['deposit.credited', 'deposit.failed', 'deposit.refunded', 'withdrawal.approved', 'withdrawal.rejected',
  'withdrawal.paid', 'withdrawal.refunded', 'withdrawal.forcedReceived', 'withdrawal.timedOut', 'withdrawal.exclusionPayout',
  'protection.liftApproved', 'protection.liftRefused', 'promotion.issued', 'promotion.rejected',
  'settlement.disbursed', 'settlement.rejected', 'redemption.approved', 'redemption.rejected', 'feedback.replied', 'referral.credited'] as const;
export type MemberEvent = (typeof MEMBER_EVENTS)[number];

export interface MemberEventParams {
  /**
   * The amount of the deposit or withdrawal (a promotion: the bonus, 0 when rejected; a points
   * redemption: the money part paid with the points, often 0; feedback: 0; a referral reward: the
   * bonus), in integer minor units.
   */
  amountMinor: number;
  /** When the member made the request (epoch ms): the text says "your deposit request at {time}". */
  requestedAt: number;
  /** The order number of the deposit or withdrawal; a promotion application's `PA<id>`, a redemption's `R<id>`, a feedback's `F<id>`, a referral reward's `RF<id>`. */
  orderNo: string;
  /** The operator's remark (a rejection reason, the desk's reply to feedback); may be empty. */
  remark?: string;
}

export const isMemberEvent = (value: unknown): value is MemberEvent => MEMBER_EVENTS.includes(value as MemberEvent);

/** `yyyy-MM-dd HH:mm` in UTC: the stored text's time (the portal writes the reader's local time). */
export function eventTimeText(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 16).replace('T', ' ');
}

/** Fills `{{name}}` placeholders the way i18next does (no escaping: the portal renders text, not HTML). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
