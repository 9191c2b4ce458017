/**
 * What a platform feature is: one folder under features/ whose feature.ts exports `feature`, made
 * with defineFeature. The app finds the folders itself (discover-features.ts), so adding a feature
 * edits no list: its stores join `Stores` (the feature's feature.ts adds them to the interface with
 * `declare module '../../stores.ts'`), its routes join the app and its jobs join every process.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { RouteDeps } from './context.ts';
import type { Database } from './db/database.ts';
import type { MerchantRegistry } from './merchants.ts';
import type { Notifier } from './notifications/notifier.ts';
import type { SecurityPolicy } from './policy.ts';
import type { Stores } from './stores.ts';

/** A route plugin for the app, or null when this process does not serve it (dev tools off, ...). */
export type FeatureRoutes = (deps: RouteDeps) => ((app: FastifyInstance) => Promise<void>) | null;

/** What a background job gets: every process runs each feature's jobs. */
export interface JobDeps {
  stores: Stores;
  clock: Clock;
  policy: SecurityPolicy;
  merchants: MerchantRegistry;
  notifier: Notifier;
}

export interface FeatureJob {
  /** startPlatform's option for its period (`false` = never; tests drive the job by hand). */
  option: `${string}JobMs`;
  /** Default period. */
  everyMs: number;
  /** Names the job in the log line of a failed run. */
  label: string;
  /** Starts the job; returns its stop. */
  start: (deps: JobDeps, everyMs: number, onError: (error: unknown) => void) => () => void;
}

export interface PlatformFeature {
  /** The folder's name under features/. */
  name: string;
  /**
   * The features whose public entry (their index.ts) this one imports, and nothing else of
   * theirs: the app refuses to start without them, and tests/unit/platform-features.test.ts
   * checks the list against the imports.
   */
  needs: readonly string[];
  stores?: (db: Database) => Partial<Stores>;
  routes?: readonly FeatureRoutes[];
  jobs?: readonly FeatureJob[];
}

export function defineFeature(feature: PlatformFeature): PlatformFeature {
  return feature;
}
