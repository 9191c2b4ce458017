import { defineFeature } from '../../feature.ts';
import { createPasswordResetStore, type PasswordResetStore } from './password-resets-store.ts';
import { createQuickLoginStore, type QuickLoginStore } from './quick-login-store.ts';
import { createSessionRoutes } from './routes.ts';
import { createSmsStore, type SmsStore } from './sms-store.ts';
import { createSessionsStore, type SessionsStore } from './store.ts';

declare module '../../stores.ts' {
  interface Stores {
    sessions: SessionsStore;
    sms: SmsStore;
    quickLogin: QuickLoginStore;
    passwordResets: PasswordResetStore;
  }
}

export const feature = defineFeature({
  name: 'sessions',
  needs: ['members', 'protection', 'two-factor'],
  stores: (db) => ({
    sessions: createSessionsStore(db),
    sms: createSmsStore(db),
    quickLogin: createQuickLoginStore(db),
    passwordResets: createPasswordResetStore(db),
  }),
  routes: [createSessionRoutes],
});
