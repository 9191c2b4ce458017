import { defineFeature } from '../../feature.ts';
import { createDeskEventsRoutes } from './desk-routes.ts';

/** The desk's read of the significant events the other features write (the store is the kernel's). */
export const feature = defineFeature({
  name: 'significant-events',
  needs: ['desk', 'team'],
  routes: [createDeskEventsRoutes],
});
