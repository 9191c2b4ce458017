/** What the rest of the platform may use from the promotions feature; its other files are its own. */
export { createDeskPromotionRoutes } from './desk-routes.ts';
export { createPromotionRoutes, languageOf } from './routes.ts';
export { createPromotionsStore } from './store.ts';
export type { PromotionsStore } from './store.ts';
