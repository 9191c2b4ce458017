/* Generated from schemas/api/deskExclusionRegisterSet.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/protection/register: the request and success value of the deskExclusionRegisterSet call.
 */
export interface DeskExclusionRegisterSetCall {
  request: DeskExclusionRegisterSetRequest;
  response: DeskExclusionRegisterSetResponse;
}
export interface DeskExclusionRegisterSetRequest {
  action: 'add' | 'remove';
  /**
   * remove: the entry.
   */
  id?: number;
  /**
   * add: what identifies the person.
   */
  kind?: 'mobile' | 'email';
  /**
   * add: the mobile number (as members register it) or email address.
   */
  value?: string;
  /**
   * add: when the listing ends (epoch ms), null or absent = no end.
   */
  until?: number | null;
  note?: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskExclusionRegisterSetResponse {
  id: number;
  replayed: boolean;
}
