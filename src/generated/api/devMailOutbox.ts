/* Generated from schemas/api/devMailOutbox.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

export type DevMailOutboxResponse = {
  to: string;
  subject: string;
  body: string;
  createdAt: number;
}[];

/**
 * GET /dev/mail-outbox: the request and success value of the devMailOutbox call.
 */
export interface DevMailOutboxCall {
  request: DevMailOutboxRequest;
  response: DevMailOutboxResponse;
}
export interface DevMailOutboxRequest {
  /**
   * Only mails to this address.
   */
  to?: string;
}
