/** What the rest of the platform may use from the points feature; its other files are its own. */
export { createDeskPointRoutes } from './desk-routes.ts';
export { createPointRoutes } from './routes.ts';
export { createPointsStore, postPoints } from './store.ts';
export type { PointsStore } from './store.ts';
