/* Generated from schemas/api/deskOperators.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/operators: the request and success value of the deskOperators call.
 */
export interface DeskOperatorsCall {
  request: DeskOperatorsRequest;
  response: DeskOperatorsResponse;
}
export interface DeskOperatorsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only this role.
   */
  role?: 'finance' | 'support' | 'admin';
  /**
   * Only active or only disabled operators.
   */
  status?: 'active' | 'disabled';
}
export interface DeskOperatorsResponse {
  items: DeskOperator[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * A payments-desk operator as the desk sees one (never the password hash or TOTP secret).
 */
export interface DeskOperator {
  /**
   * The operator's id.
   */
  id: number;
  /**
   * Sign-in name, unique per merchant.
   */
  username: string;
  /**
   * finance: money queues; support: reads members' cases; admin: everything, operators and the audit log.
   */
  role: 'finance' | 'support' | 'admin';
  /**
   * A disabled operator cannot sign in and their sessions end.
   */
  disabled: boolean;
  /**
   * Epoch milliseconds.
   */
  createdAt: number;
}
