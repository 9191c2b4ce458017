/** What the rest of the platform may use from the feedback feature; its other files are its own. */
export { createDeskFeedbackRoutes } from './desk-routes.ts';
export { createFeedbackRoutes } from './routes.ts';
export { createFeedbackStore } from './store.ts';
export type { FeedbackStore } from './store.ts';
