/* Generated from schemas/api/deskProtectionLifts.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/protection/lifts: the request and success value of the deskProtectionLifts call.
 */
export interface DeskProtectionLiftsCall {
  request: DeskProtectionLiftsRequest;
  response: DeskProtectionLiftsResponse;
}
export interface DeskProtectionLiftsRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
  /**
   * Only requests in this state.
   */
  status?: 'pending' | 'refused' | 'approved' | 'confirmed';
}
export interface DeskProtectionLiftsResponse {
  items: {
    id: number;
    member: string;
    status: 'pending' | 'refused' | 'approved' | 'confirmed';
    reason: string;
    requestedAt: number;
    decidedAt: number | null;
    decidedBy: string | null;
    note: string | null;
    /**
     * The break in force now (selfExclusion), null when none.
     */
    kind: string | null;
    /**
     * When the break in force ends (epoch ms).
     */
    until: number | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
