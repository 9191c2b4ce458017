/** What the rest of the platform may use from the wallet feature; its other files are its own. */
export { createWalletRoutes } from './routes.ts';
