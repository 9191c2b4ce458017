/* Generated from schemas/api/deskAudit.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/audit: the request and success value of the deskAudit call.
 */
export interface DeskAuditCall {
  request: DeskAuditRequest;
  response: DeskAuditResponse;
}
export interface DeskAuditRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only this action (operator.disable, deposit.approve, ...).
   */
  action?: string;
  /**
   * Operator names containing this.
   */
  operator?: string;
  /**
   * Targets containing this (deposit:12).
   */
  target?: string;
}
export interface DeskAuditResponse {
  items: {
    id: number;
    /**
     * Epoch ms.
     */
    at: number;
    operator: string;
    role: 'finance' | 'support' | 'admin';
    action: string;
    target: string;
    idempotencyKey: string;
    /**
     * The target's state before the action (a snapshot of its row), null when it did not exist.
     */
    before: {
      [k: string]: unknown | undefined;
    } | null;
    /**
     * The target's state after the action, null when it no longer exists.
     */
    after: {
      [k: string]: unknown | undefined;
    } | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
