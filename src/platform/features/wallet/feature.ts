import { defineFeature } from '../../feature.ts';
import { createWalletRoutes } from './routes.ts';

export const feature = defineFeature({
  name: 'wallet',
  needs: [],
  routes: [createWalletRoutes],
});
