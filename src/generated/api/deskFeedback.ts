/* Generated from schemas/api/deskFeedback.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/feedback: the request and success value of the deskFeedback call.
 */
export interface DeskFeedbackCall {
  request: DeskFeedbackRequest;
  response: DeskFeedbackResponse;
}
export interface DeskFeedbackRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only answered (yes) or waiting (no) ones.
   */
  answered?: 'yes' | 'no';
}
export interface DeskFeedbackResponse {
  items: {
    id: number;
    /**
     * The sender's username.
     */
    member: string;
    type: import('../merchant.ts').FeedbackType;
    content: string;
    hasImage: boolean;
    createdAt: number;
    reply: string | null;
    /**
     * The operator who answered.
     */
    repliedBy: string | null;
    repliedAt: number | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
