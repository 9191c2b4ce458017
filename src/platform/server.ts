/**
 * Starts the reference platform in-process: opens the database (PGlite in `dataDir`, in memory
 * when absent, or PostgreSQL at `databaseUrl`), migrates, seeds every merchant, loads the
 * deployment keys and listens. Used by `npm start`, the tests and the benchmarks.
 */
import { defaultPayOrigin } from './payments/pay-origin.ts';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type PlatformLogOptions } from './app.ts';
import { createGameRoutes } from './games/routes.ts';
import { systemClock, type Clock } from './clock.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createMerchantRegistry, readMerchantConfigs, type Merchant, type MerchantRegistry } from './merchants.ts';
import { watchMerchants, type MerchantWatchLog } from './merchant-watch.ts';
import { defaultPolicy, type SecurityPolicy } from './policy.ts';
import { createLocalIdentityVerifier, type IdentityVerifier } from './security/identity.ts';
import { loadPlatformKeys, type PlatformKeys } from './security/keys.ts';
import { seedMerchant } from './seed.ts';
import { createStores, type Stores } from './stores.ts';
import { features as discovered, loadFeatures, withNeedsMet } from './discover-features.ts';
import { createNotifier, type Notifier } from './notifications/notifier.ts';
import { defaultGameOrigin, normaliseOrigins } from './games/origin.ts';
import { warmPortalPages, type WarmReport } from './portal-page/warm.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface StartPlatformOptions {
  /** 0 = a random free port (tests). Default 8080. */
  port?: number;
  host?: string;
  /** PGlite data directory; undefined = in-memory PGlite. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /**
   * The database being opened already (openDatabase with this process's options): `npm start`
   * begins opening it before it loads the platform's modules, so that the two overlap. Used
   * instead of dataDir, databaseUrl, databaseSchema and databasePoolSize.
   */
  database?: Promise<Database>;
  /** PostgreSQL only: use (and create) this schema, so test files do not collide. */
  databaseSchema?: string;
  /** PostgreSQL only: the most connections this process's pool opens (default 20). */
  databasePoolSize?: number;
  merchantsDir?: string;
  /**
   * A file keeping the merchant configs that last passed the check: a start whose configs and
   * their inputs are unchanged skips the check (merchants.ts readMerchantConfigs). Default none:
   * every start checks.
   */
  merchantCheckRecord?: string;
  clock?: Clock;
  distDir?: string;
  /** Default: every request at LOG_LEVEL (info) to LOG_FILE or stdout (logFromEnv). */
  logger?: boolean | PlatformLogOptions;
  /** Trust X-Forwarded-For for the client IP (tests simulate other IPs with it). */
  trustProxy?: boolean;
  /**
   * /dev and /idp endpoints (SMS outbox, TOTP and captcha answers, settings, the local identity
   * provider). Default: on only with DEV_TOOLS=1 (devToolsFromEnv).
   */
  devEndpoints?: boolean;
  smsSink?: (line: string) => void;
  /** Prints each captcha's answer (the demo's `npm start`); default: kept to the database. */
  captchaSink?: (line: string) => void;
  policy?: Partial<SecurityPolicy>;
  identity?: IdentityVerifier;
  /** Register the games area's routes (src/platform/games) on the same server. Default true. */
  games?: boolean;
  /**
   * Origins on which the demo game provider answers (and only it): the permission response's
   * launchGameCDNs and the portal CSP's frame-src. Default `http://games.localhost:<port>`.
   */
  gameLaunchHosts?: string[];
  seed?: boolean;
  /**
   * A merchant whose demo data a former start created is seeded again (re-running changes
   * nothing, or completes an interrupted seed) after listening, in the background, instead of
   * before: `npm start` answers sooner. A new database is always seeded before listening.
   * Default off (tests expect a finished seed).
   */
  reseedInBackground?: boolean;
  /**
   * After seeding a merchant before listening (a new database), open the database again so that
   * the seed's memory is given back (Database.reopen: an embedded database's WebAssembly memory
   * keeps its high-water mark). Costs the first start a second or two. Default off.
   */
  reopenAfterSeed?: boolean;
  /**
   * Called once the database is migrated and seeded and the platform's keys are kept, before the
   * app is built or a job runs: the test platforms copy the database here, so that later ones
   * with the same merchants and clock start from the copy instead of seeding again.
   */
  onPrepared?: (db: Database) => Promise<void>;
  /**
   * Serve merchant config changes without a restart (src/platform/merchant-watch.ts). Default on;
   * `log` receives the reload lines (default: the console).
   */
  watchMerchants?: boolean | { log: MerchantWatchLog };
  /** More routes on the same server (tests, extensions). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * How often this process runs a feature's job (its feature.ts names the option, e.g.
   * `withdrawalJobMs`, and the default period); false = never (tests that drive the job by hand).
   */
  [jobOption: `${string}JobMs`]: number | false | undefined;
  /**
   * Folders of more features (each holding feature folders like src/platform/features/), served
   * with those found there: their stores, migrations, routes and jobs.
   */
  featureDirs?: string[];
  /** Origins of the reference payment provider. Default `http://pay.localhost:<port>`. */
  payOrigins?: string[];
  /** Check every JSON reply against its call schema; default on when CALL_SCHEMA_CHECK=1 (the tests). */
  checkCallSchemas?: boolean;
  /**
   * Ask each merchant's home and slots list once after listening, in the background, so the first
   * visitor does not pay for the first server render and the catalogue (portal-page/warm.ts).
   * Default off: `npm start` turns it on; most tests start platforms that serve no pages.
   */
  warmPages?: boolean;
  /**
   * Do the start's work (the reseed and warmPages) before listening instead of after: a worker
   * joining others that already answer has no first visitor to hurry for, and once listening it is
   * handed connections at once, which its start work would keep waiting (seconds on a busy host).
   */
  warmBeforeListening?: boolean;
  /**
   * The start-up's background work (warmPages, reseedInBackground, the jobs' first runs) waits for the first answered
   * request or this many ms, whichever comes first, so it never delays that answer. Default 0:
   * it starts right after listening.
   */
  quietStartMs?: number;
}

export interface RunningPlatform {
  url: string;
  port: number;
  app: FastifyInstance;
  db: Database;
  stores: Stores;
  merchants: MerchantRegistry;
  keys: PlatformKeys;
  clock: Clock;
  /** The demo game provider's origins (launchGameCDNs). */
  gameOrigins: string[];
  /** notifyMember and the live push (src/platform/notifications/notifier.ts). */
  notifier: Notifier;
  /** The start-up warming's pages once done; null when it was not asked for (warmPages). */
  warmed: Promise<WarmReport | null>;
  close(): Promise<void>;
}

interface GamesRegistration {
  db: Database;
  stores: Stores;
  merchants: MerchantRegistry;
  clock: Clock;
  /** The platform's session time-outs: game calls check them like every other call. */
  policy: SecurityPolicy;
  launchHosts: () => string[];
  /** The games' /dev helpers follow the platform's development endpoints. */
  devRoutes: boolean;
}

async function registerGames(app: FastifyInstance, deps: GamesRegistration): Promise<void> {
  const { launchHosts, ...rest } = deps;
  await app.register(createGameRoutes({ ...rest, launchHosts: () => launchHosts() }));
}

/** When the start-up's background work may begin (StartPlatformOptions.quietStartMs). */
function quietStart(app: FastifyInstance, ms: number): { over: Promise<void>; closing: boolean; close(): void } {
  let open = () => {};
  const over = new Promise<void>((resolve) => (open = resolve));
  const state = { over, closing: false, close: () => { state.closing = true; open(); } };
  if (ms <= 0) {
    setImmediate(open);
    return state;
  }
  const timer = setTimeout(open, ms);
  timer.unref();
  app.server.once('request', (_request, response: import('node:http').ServerResponse) => response.once('finish', () => setImmediate(open)));
  void over.then(() => clearTimeout(timer));
  return state;
}

/** Whether a former start seeded this merchant: seeding creates its members first. */
async function wasSeeded(db: Database, merchant: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM members WHERE merchant = $1 LIMIT 1', [merchant])).length > 0;
}

/** The development endpoints hand out codes and write settings: never on unless asked for. */
export const devToolsFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean => env.DEV_TOOLS === '1';

/** The request log: LOG_LEVEL (default info; 'silent' = none), to LOG_FILE when set, else stdout. */
export const logFromEnv = (env: NodeJS.ProcessEnv = process.env): PlatformLogOptions => ({
  level: env.LOG_LEVEL || 'info',
  ...(env.LOG_FILE ? { file: env.LOG_FILE } : {}),
});

export async function startPlatform(options: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? logFromEnv();
  const merchantsDir = resolve(options.merchantsDir ?? join(repoRoot, 'merchants'));
  // The database opens (PGlite compiles its WebAssembly) while the configs are checked.
  const opening = options.database ?? openDatabase({
    ...(options.dataDir ? { dataDir: resolve(options.dataDir) } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.databaseSchema ? { schema: options.databaseSchema } : {}),
    ...(options.databasePoolSize !== undefined ? { poolSize: options.databasePoolSize } : {}),
  });
  let merchants: MerchantRegistry;
  try {
    merchants = createMerchantRegistry(await readMerchantConfigs(merchantsDir, options.merchantCheckRecord ? { checkRecord: options.merchantCheckRecord } : {}));
  } catch (error) {
    await opening.then((db) => db.close()).catch(() => undefined);
    throw error;
  }
  const db = await opening;
  let app: FastifyInstance | undefined;
  let notifier: Notifier | undefined;
  try {
    const extraDirs = options.featureDirs ?? [];
    const features = withNeedsMet([...discovered, ...(await Promise.all(extraDirs.map((dir) => loadFeatures(dir)))).flat()]);
    await migrate(db, { featureDirs: extraDirs });
    const stores = createStores(db, features);
    // Seeded game rounds (the winner board's history) only where the games area is served.
    const seedOptions = options.games !== false ? { db } : {};
    const reseed: Merchant[] = [];
    let seededNow = false;
    if (options.seed !== false) {
      for (const merchant of merchants.all) {
        if (options.reseedInBackground && !options.warmBeforeListening && (await wasSeeded(db, merchant.code))) reseed.push(merchant);
        else {
          await seedMerchant(stores, merchant, clock.now(), seedOptions);
          seededNow = true;
        }
      }
    }
    if (seededNow && options.reopenAfterSeed && db.reopen) {
      await db.reopen();
      // The closed database's memory goes back only when collected (node --expose-gc, npm start).
      (globalThis as { gc?: () => void }).gc?.();
    }
    const keys = await loadPlatformKeys(stores.settings, clock.now());
    await options.onPrepared?.(db);
    const devEndpoints = options.devEndpoints ?? devToolsFromEnv();
    const policy: SecurityPolicy = { ...defaultPolicy(), ...options.policy };
    const games = options.games !== false;
    notifier = createNotifier({ db, clock, merchants });
    // Known once listening (port 0 picks one); until then no request arrives.
    let launchOrigins: string[] = games && options.gameLaunchHosts ? normaliseOrigins(options.gameLaunchHosts) : [];
    const launchHosts = () => launchOrigins;
    let payOrigins: string[] = options.payOrigins ? normaliseOrigins(options.payOrigins) : [];
    app = await buildApp({
      stores,
      clock,
      merchants,
      keys,
      policy,
      launchHosts,
      payOrigins: () => payOrigins,
      identity: options.identity ?? createLocalIdentityVerifier(keys.idpSecret, clock),
      smsSink: options.smsSink ?? ((line) => console.log(line)),
      ...(options.captchaSink ? { captchaSink: options.captchaSink } : {}),
      devEndpoints,
      notifier,
      checkCallSchemas: options.checkCallSchemas ?? process.env.CALL_SCHEMA_CHECK === '1',
      features,
      distDir: options.distDir ?? join(repoRoot, 'dist'),
      merchantsDir,
      logger,
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
      extraRoutes: async (app) => {
        if (games) await registerGames(app, { db, stores, merchants, clock, policy, launchHosts, devRoutes: devEndpoints });
        if (options.extraRoutes) await options.extraRoutes(app);
      },
    });
    const host = options.host ?? 'localhost';
    const setOrigins = (port: number) => {
      if (games && !options.gameLaunchHosts) launchOrigins = [defaultGameOrigin(port)];
      if (!options.payOrigins) payOrigins = [defaultPayOrigin(port)];
    };
    const warmFirst = options.warmBeforeListening === true && options.warmPages === true;
    let warmedFirst: WarmReport | null = null;
    if (warmFirst) {
      setOrigins(options.port ?? 8080);
      warmedFirst = await warmPortalPages(app, merchants.all.map((merchant) => merchant.code));
    }
    await app.listen({ port: options.port ?? 8080, host });
    const server = app;
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 8080);
    setOrigins(port);
    const watchOption = options.watchMerchants ?? true;
    // A log kept in a file gets the config reloads and refusals too, in order with the requests:
    // who reads the file (an operator, a test waiting for an edit's outcome) sees what the edit did.
    const toFile = typeof logger === 'object' && logger.file !== undefined;
    const consoleLog: MerchantWatchLog = {
      info: (line) => {
        console.log(line);
        if (toFile) server.log.info(line);
      },
      error: (line) => {
        console.error(line);
        if (toFile) server.log.error(line);
      },
    };
    const jobDeps = { stores, clock, policy, merchants, notifier };
    const quiet = quietStart(server, options.quietStartMs ?? 0);
    // A job's first run (a settlement at start) queues its queries before the first request's on
    // the one embedded connection: the jobs start with the other background work.
    let stopJobs: (() => void)[] = [];
    void quiet.over.then(() => {
      if (quiet.closing) return;
      stopJobs = features.flatMap((feature) => feature.jobs ?? []).flatMap((job) => {
        const everyMs = options[job.option] ?? job.everyMs;
        return everyMs === false ? [] : [job.start(jobDeps, everyMs, (error) => app?.log.error({ err: error }, `${job.label} failed`))];
      });
    });
    const reseeded = reseed.length === 0 ? Promise.resolve() : quiet.over.then(async () => {
      for (const merchant of reseed) if (!quiet.closing) await seedMerchant(stores, merchant, clock.now(), { ...seedOptions, stopped: () => quiet.closing });
    }).catch((error: unknown) => app?.log.error({ err: error }, 'seeding the demo data again failed'));
    const watcher = watchOption ? watchMerchants(merchantsDir, merchants, watchOption === true ? consoleLog : watchOption.log) : undefined;
    // After the start's own work (setImmediate, or quietStartMs): the caller's first lines and requests come first.
    const warmed = warmFirst ? Promise.resolve(warmedFirst) : options.warmPages
      ? quiet.over.then(() => (quiet.closing ? null : warmPortalPages(server, merchants.all.map((merchant) => merchant.code), () => quiet.closing)))
      : Promise.resolve(null);
    return {
      url: `http://localhost:${port}`,
      port,
      app: server,
      db,
      stores,
      merchants,
      keys,
      clock,
      gameOrigins: launchOrigins,
      notifier,
      warmed,
      async close() {
        // A page being warmed or a seeding step under way finishes before the database it uses
        // closes; the rest never begins.
        quiet.close();
        await warmed.catch(() => null);
        await reseeded;
        for (const stop of stopJobs) stop();
        watcher?.close();
        await server.close();
        await notifier?.close();
        await db.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await notifier?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
