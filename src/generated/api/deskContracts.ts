/* Generated from schemas/api/deskContracts.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/contracts: the request and success value of the deskContracts call.
 */
export interface DeskContractsCall {
  request: DeskContractsRequest;
  response: DeskContractsResponse;
}
export interface DeskContractsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only this status.
   */
  status?: 'offered' | 'active' | 'rejected' | 'terminated' | 'ended';
  /**
   * Only this agent's.
   */
  holder?: string;
}
export interface DeskContractsResponse {
  items: import('./common/agent-contract.ts').AgentContract[];
  total: number;
  page: number;
  pageSize: number;
}
