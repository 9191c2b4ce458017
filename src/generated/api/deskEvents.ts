/* Generated from schemas/api/deskEvents.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/events: the request and success value of the deskEvents call.
 */
export interface DeskEventsCall {
  request: DeskEventsRequest;
  response: DeskEventsResponse;
}
export interface DeskEventsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only this account (its username, as typed at a failed login).
   */
  member?: string;
  /**
   * Only events of this type.
   */
  type?:
    | 'login.failed'
    | 'bet.large'
    | 'win.large'
    | 'balance.adjusted'
    | 'limit.changed'
    | 'exclusion.changed'
    | 'profile.changed'
    | 'bonus.changed'
    | 'settings.changed';
  /**
   * First merchant day (YYYY-MM-DD).
   */
  from?: string;
  /**
   * Last merchant day (YYYY-MM-DD), inclusive.
   */
  to?: string;
}
export interface DeskEventsResponse {
  items: {
    id: number;
    /**
     * Epoch ms.
     */
    at: number;
    type:
      | 'login.failed'
      | 'bet.large'
      | 'win.large'
      | 'balance.adjusted'
      | 'limit.changed'
      | 'exclusion.changed'
      | 'profile.changed'
      | 'bonus.changed'
      | 'settings.changed';
    /**
     * The account's username (a failed login keeps the name typed).
     */
    member: string | null;
    /**
     * Who did it: member, system or operator:<username>.
     */
    actor: string;
    ip: string | null;
    /**
     * The state before, null when there was none.
     */
    before: {
      [k: string]: unknown | undefined;
    } | null;
    /**
     * The state after.
     */
    after: {
      [k: string]: unknown | undefined;
    } | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
