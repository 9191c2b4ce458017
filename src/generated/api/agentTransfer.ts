/* Generated from schemas/api/agentTransfer.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type AgentTransferResponse = import('./common/transfer.ts').Transfer;

/**
 * POST /wps/agent/transfer: the request and success value of the agentTransfer call.
 */
export interface AgentTransferCall {
  request: AgentTransferRequest;
  response: AgentTransferResponse;
}
export interface AgentTransferRequest {
  /**
   * The downline member's username.
   */
  username: string;
  /**
   * Amount in major units, e.g. 100.50.
   */
  amount: string;
  /**
   * Transaction password.
   */
  paymentPassword: string;
  /**
   * A note both sides see.
   */
  remark?: string;
  /**
   * Client-chosen key; a repeat answers the first transfer.
   */
  requestKey: string;
}
