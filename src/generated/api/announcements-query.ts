/* Generated from schemas/api/announcements-query.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * GET /wps/relay/MCSFE_getListAnnouncements query: which lists to return (B banners, PL player, PU popup, PR promotion).
 */
export interface AnnouncementsQuery {
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
