import { defineFeature } from '../../feature.ts';
import { createDevRoutes } from './routes.ts';

export const feature = defineFeature({
  name: 'dev',
  needs: ['sessions'],
  routes: [(deps) => (deps.devEndpoints ? createDevRoutes(deps) : null)],
});
