/* Generated from schemas/api/deskMe.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/me: the request and success value of the deskMe call.
 */
export interface DeskMeCall {
  request: DeskMeRequest;
  response: DeskMeResponse;
}
export interface DeskMeRequest {
  [k: string]: string | undefined;
}
export interface DeskMeResponse {
  operator: DeskOperator;
  /**
   * The merchant code.
   */
  merchant: string;
  /**
   * The brand name.
   */
  merchantName: string;
  currency: import('../merchant.ts').Currency;
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
