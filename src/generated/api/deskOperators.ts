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
  items: import('./common/desk-operator.ts').DeskOperator[];
  total: number;
  page: number;
  pageSize: number;
}
