/** What the rest of the platform may use from the notifications feature; its other files are its own. */
export { createNotificationRoutes } from './routes.ts';
