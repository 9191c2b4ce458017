/** What the rest of the platform may use from the point mall feature; its other files are its own. */
export { postPoints } from './store.ts';
