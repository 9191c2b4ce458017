import { defineFeature } from '../../feature.ts';
import { createSystemRoutes } from './routes.ts';

export const feature = defineFeature({
  name: 'system',
  needs: ['sessions'],
  routes: [createSystemRoutes],
});
