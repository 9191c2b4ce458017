/* Generated from schemas/api/deskPlayerNoteAdd.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /wps/desk/player/notes/add: the request and success value of the deskPlayerNoteAdd call.
 */
export interface DeskPlayerNoteAddCall {
  request: DeskPlayerNoteAddRequest;
  response: DeskPlayerNoteAddResponse;
}
export interface DeskPlayerNoteAddRequest {
  memberId: number;
  text: string;
  idempotencyKey: import('./common/desk-idempotency-key.ts').DeskIdempotencyKey;
}
export interface DeskPlayerNoteAddResponse {
  /**
   * The note's id.
   */
  id: number;
  /**
   * true: this key was already used for this action, nothing changed again.
   */
  replayed: boolean;
}
