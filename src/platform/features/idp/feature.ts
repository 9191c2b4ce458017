import { defineFeature } from '../../feature.ts';
import { createIdpRoutes } from './routes.ts';

export const feature = defineFeature({
  name: 'idp',
  needs: [],
  routes: [createIdpRoutes],
});
