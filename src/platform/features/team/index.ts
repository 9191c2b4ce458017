/** What the rest of the platform may use from the team feature; its other files are its own. */
export { periodRange } from './periods.ts';
export { merchantUtcOffsetMinutes } from './range.ts';
export { createAgentReportRoutes } from './reports-routes.ts';
export { createTeamReportsStore } from './reports-store.ts';
export type { TeamReportsStore } from './reports-store.ts';
export { createAgentRoutes } from './routes.ts';
export { createTeamStore } from './store.ts';
export type { TeamStore } from './store.ts';
