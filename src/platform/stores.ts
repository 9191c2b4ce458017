/**
 * Every store of the platform. The kernel's are listed here; each feature adds its own to the
 * interface from its feature.ts (`declare module '../../stores.ts'`) and creates them there.
 */
import type { Database } from './db/database.ts';
import { features as discovered } from './discover-features.ts';
import type { PlatformFeature } from './feature.ts';
import { createLedgerStore, type LedgerStore } from './ledger/store.ts';
import { createCaptchaStore, type CaptchaStore } from './security/captcha-store.ts';
import { createRateLimitStore, type RateLimitStore } from './security/rate-limits-store.ts';
import { createSignificantEventsStore, type SignificantEventsStore } from './security/significant-events-store.ts';
import { createSettingsStore, type SettingsStore } from './settings/store.ts';

export interface Stores {
  ledger: LedgerStore;
  settings: SettingsStore;
  captcha: CaptchaStore;
  rateLimits: RateLimitStore;
  /** Append-only significant events (GLI-19 2.8.8), written by the features where they happen. */
  significantEvents: SignificantEventsStore;
}

/** The kernel's stores and those of `features` (default: the ones in features/). */
export function createStores(db: Database, features: readonly PlatformFeature[] = discovered): Stores {
  const stores = {
    ledger: createLedgerStore(db),
    settings: createSettingsStore(db),
    captcha: createCaptchaStore(db),
    rateLimits: createRateLimitStore(db),
    significantEvents: createSignificantEventsStore(db),
  } as Stores;
  for (const feature of features) Object.assign(stores, feature.stores?.(db));
  return stores;
}
