/* Generated from schemas/api/deskPlayers.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/players: the request and success value of the deskPlayers call.
 */
export interface DeskPlayersCall {
  request: DeskPlayersRequest;
  response: DeskPlayersResponse;
}
export interface DeskPlayersRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * A username or part of it, a mobile number or an email address.
   */
  q: string;
}
export interface DeskPlayersResponse {
  items: {
    id: number;
    username: string;
    mobile: string | null;
    email: string | null;
    /**
     * Epoch ms.
     */
    registeredAt: number;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
