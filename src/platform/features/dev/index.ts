/** What the rest of the platform may use from the dev feature; its other files are its own. */
export { createDevRoutes } from './routes.ts';
