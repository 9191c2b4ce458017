/* Generated from schemas/api/deskExclusionRegister.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/desk/protection/register: the request and success value of the deskExclusionRegister call.
 */
export interface DeskExclusionRegisterCall {
  request: DeskExclusionRegisterRequest;
  response: DeskExclusionRegisterResponse;
}
export interface DeskExclusionRegisterRequest {
  /**
   * Page number, from 1.
   */
  page?: string;
  /**
   * Rows per page, 1 to 100.
   */
  pageSize?: string;
}
export interface DeskExclusionRegisterResponse {
  items: {
    id: number;
    kind: 'mobile' | 'email';
    value: string;
    /**
     * When the listing ends (epoch ms), null = no end.
     */
    until: number | null;
    note: string;
    addedAt: number;
    addedBy: string;
  }[];
  total: number;
  page: number;
  pageSize: number;
}
