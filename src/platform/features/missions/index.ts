/** What the rest of the platform may use from the missions feature; its other files are its own. */
export { previousPeriod } from './periods.ts';
export { createMissionRoutes } from './routes.ts';
export { missionSettings, missionViews, prizeMinor, targetMinor } from './service.ts';
export { createMissionsStore } from './store.ts';
export type { MissionsStore } from './store.ts';
