/** What the rest of the platform may use from the promotions feature; its other files are its own. */
export { languageOf } from './routes.ts';
