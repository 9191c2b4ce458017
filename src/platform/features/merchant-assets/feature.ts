import { defineFeature } from '../../feature.ts';
import { createMerchantAssetRoutes } from './routes.ts';

export const feature = defineFeature({
  name: 'merchant-assets',
  needs: [],
  routes: [(deps) => (deps.merchantsDir ? createMerchantAssetRoutes({ merchantsDir: deps.merchantsDir, merchants: deps.merchants }) : null)],
});
