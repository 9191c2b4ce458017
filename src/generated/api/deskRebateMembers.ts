/* Generated from schemas/api/deskRebateMembers.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/rebates/members: the request and success value of the deskRebateMembers call.
 */
export interface DeskRebateMembersCall {
  request: DeskRebateMembersRequest;
  response: DeskRebateMembersResponse;
}
export interface DeskRebateMembersRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only this account name (case as registered).
   */
  member?: string;
}
export interface DeskRebateMembersResponse {
  items: {
    /**
     * The member's id (what deskRebateLevelSet takes).
     */
    id: number;
    /**
     * The member's account name.
     */
    member: string;
    /**
     * The member's rebate level as stored (rates come from the highest configured level not above it).
     */
    level: number;
    /**
     * The next configured level below, or null at the lowest.
     */
    lowerLevel: number | null;
    /**
     * The next configured level above, or null at the highest.
     */
    higherLevel: number | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
