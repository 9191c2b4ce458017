/** What the rest of the platform may use from the team feature; its other files are its own. */
export { periodRange } from './periods.ts';
export { merchantUtcOffsetMinutes } from './range.ts';
