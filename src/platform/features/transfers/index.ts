/** What the rest of the platform may use from the transfers feature; its other files are its own. */
export { createTransferRoutes } from './routes.ts';
export { createTransfersStore } from './store.ts';
export type { TransfersStore } from './store.ts';
