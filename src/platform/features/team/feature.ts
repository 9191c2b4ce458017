import { defineFeature } from '../../feature.ts';
import { createAgentReportRoutes } from './reports-routes.ts';
import { createTeamReportsStore, type TeamReportsStore } from './reports-store.ts';
import { createAgentRoutes } from './routes.ts';
import { createTeamStore, type TeamStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    /** The agent centre: an agent's downline and its figures. */
    team: TeamStore;
    /** The agent centre's team reports: rounds, money and profit of the downline. */
    teamReports: TeamReportsStore;
  }
}

export const feature = defineFeature({
  name: 'team',
  needs: ['bet-records', 'history', 'protection', 'sessions'],
  stores: (db) => ({
    team: createTeamStore(db),
    teamReports: createTeamReportsStore(db),
  }),
  routes: [createAgentRoutes, createAgentReportRoutes],
});
