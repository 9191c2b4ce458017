/* Generated from schemas/api/deskPlayerNotes.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/player/notes: the request and success value of the deskPlayerNotes call.
 */
export interface DeskPlayerNotesCall {
  request: DeskPlayerNotesRequest;
  response: DeskPlayerNotesResponse;
}
export interface DeskPlayerNotesRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * The member's id (from deskPlayers).
   */
  id: string;
}
export interface DeskPlayerNotesResponse {
  items: {
    id: number;
    text: string;
    /**
     * The operator's username.
     */
    author: string;
    /**
     * Epoch ms.
     */
    at: number;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
