/* Generated from schemas/api/common/feedback-item.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * One feedback as its sender sees it: what was sent and the desk's reply.
 */
export interface FeedbackItem {
  id: number;
  type: import('../../merchant.ts').FeedbackType;
  content: string;
  /**
   * An image was attached.
   */
  hasImage: boolean;
  /**
   * Epoch ms.
   */
  createdAt: number;
  /**
   * The desk's answer; null while waiting.
   */
  reply: string | null;
  /**
   * Epoch ms of the answer.
   */
  repliedAt: number | null;
}
