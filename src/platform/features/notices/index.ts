/** What the rest of the platform may use from the notices feature; its other files are its own. */
export { createNoticeRoutes } from './routes.ts';
export { announcementLists } from './service.ts';
export { ANNOUNCEMENT_KINDS, createAnnouncementsStore } from './store.ts';
export type { AnnouncementsStore } from './store.ts';
