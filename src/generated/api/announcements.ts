/* Generated from schemas/api/announcements.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCSFE_getListAnnouncements: the request and success value of the announcements call.
 */
export interface AnnouncementsCall {
  request: AnnouncementsRequest;
  response: AnnouncementsResponse;
}
export interface AnnouncementsRequest {
  /**
   * Comma-separated list codes: B, PL, PU, PR.
   */
  types?: string;
  /**
   * Platform letter, W for web.
   */
  platform?: string;
  /**
   * Execution mode, B.
   */
  execution?: string;
  /**
   * Language code; the Language header otherwise.
   */
  language?: string;
}
export interface AnnouncementsResponse {
  player: {
    id: number;
    title: string;
    startDateStr: string;
    content: string;
  }[];
  banners: unknown[];
  popup: {
    id: number;
    title: string;
    startDateStr: string;
    content: string;
  }[];
  promotion: unknown[];
}
