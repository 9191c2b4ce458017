/** What the rest of the platform may use from the deposits feature; its other files are its own. */
export { closeCheckoutsForBreak } from './service.ts';
