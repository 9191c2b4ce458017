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
    /**
     * A number for a published notice, 'content:<id>' for one from the merchant's content files.
     */
    id: number | string;
    title: string;
    startDateStr: string;
    content: string;
  }[];
  banners: {
    id: number | string;
    title: string;
    startDateStr: string;
    /**
     * The line under the title (text).
     */
    content: string;
    /**
     * The slide's art, under /merchant-assets/.
     */
    imageUrl?: string;
    action?: string;
    href?: string;
  }[];
  popup: {
    /**
     * A number for a published notice, 'content:<id>' for one from the merchant's content files.
     */
    id: number | string;
    title: string;
    startDateStr: string;
    content: string;
  }[];
  promotion: {
    id: number | string;
    title: string;
    startDateStr: string;
    endDateStr?: string;
    /**
     * HTML body (the portal sanitises it).
     */
    content: string;
    summary?: string;
    imageUrl?: string;
    claim?: 'auto' | 'apply' | 'join';
  }[];
}
