import { defineFeature } from '../../feature.ts';
import { createNotificationRoutes } from './routes.ts';

export const feature = defineFeature({
  name: 'notifications',
  needs: ['messages', 'sessions'],
  routes: [(deps) => (deps.notifier ? createNotificationRoutes({ ...deps, notifier: deps.notifier }) : null)],
});
