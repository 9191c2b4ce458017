/** What the rest of the platform may use from the idp feature; its other files are its own. */
export { createIdpRoutes } from './routes.ts';
