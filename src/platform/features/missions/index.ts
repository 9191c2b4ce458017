/** What the rest of the platform may use from the missions feature; its other files are its own. */
export { previousPeriod } from './periods.ts';
export { missionSettings, missionViews, prizeMinor, targetMinor } from './service.ts';
