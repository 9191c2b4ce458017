/** What the rest of the platform may use from the messages feature; its other files are its own. */
export { INBOX_DAYS, createMessageRoutes } from './routes.ts';
export { createMessagesStore } from './store.ts';
export type { MessagesStore } from './store.ts';
