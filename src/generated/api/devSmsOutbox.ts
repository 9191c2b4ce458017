/* Generated from schemas/api/devSmsOutbox.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DevSmsOutboxResponse = {
  mobile: string;
  purpose: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  used: boolean;
}[];

/**
 * GET /dev/sms-outbox: the request and success value of the devSmsOutbox call.
 */
export interface DevSmsOutboxCall {
  request: DevSmsOutboxRequest;
  response: DevSmsOutboxResponse;
}
export interface DevSmsOutboxRequest {
  /**
   * Mobile number.
   */
  mobile?: string;
  /**
   * Purpose.
   */
  purpose?: string;
}
