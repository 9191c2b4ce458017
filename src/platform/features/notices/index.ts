/** What the rest of the platform may use from the notices feature; its other files are its own. */
export { announcementLists } from './service.ts';
export { ANNOUNCEMENT_KINDS } from './store.ts';
