/* Generated from schemas/api/devAnnouncement.json by scripts/gen-types.ts (npm run gen:types). Do not edit by hand. */

/**
 * POST /dev/announcements: the request and success value of the devAnnouncement call.
 */
export interface DevAnnouncementCall {
  request: DevAnnouncementRequest;
  response: DevAnnouncementResponse;
}
export interface DevAnnouncementRequest {
  /**
   * Which list.
   */
  kind: 'player' | 'banners' | 'popup' | 'promotion';
  /**
   * Title (plain text).
   */
  title: string;
  /**
   * Body, HTML (the portal sanitises it).
   */
  content: string;
  /**
   * Language code; absent = every language.
   */
  language?: string;
  /**
   * Epoch ms when it goes live; now when absent.
   */
  startsAt?: number;
  /**
   * Epoch ms when it ends; never when absent.
   */
  endsAt?: number;
}
export interface DevAnnouncementResponse {
  id: number;
}
