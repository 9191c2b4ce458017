/**
 * One platform process as `npm start` runs it (scripts/serve.ts; the environment is described in
 * scripts/start.ts): opens the database, listens on PORT, prints the banner when asked, and closes
 * cleanly on SIGINT/SIGTERM, letting requests in flight finish first.
 */
import cluster from 'node:cluster';
import { Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../src/platform/clock.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { devToolsFromEnv, startPlatform, type RunningPlatform } from '../../src/platform/server.ts';
import { databaseFromEnv, type DatabaseEnv } from './database-env.ts';
import { startBanner } from './start-banner.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** How long a stopping worker keeps answering with Connection: close before it closes. */
const DRAIN_MS = 2_000;

/**
 * A worker's own headers: which process answered (its pid) only with the development tools on,
 * since it tells a stranger how the host runs; Connection: close while it drains.
 */
export function workerHeaders({ devTools, draining }: { devTools: boolean; draining: () => boolean }): (app: FastifyInstance) => void {
  const worker = devTools ? String(process.pid) : null;
  return (app) => void app.addHook('onRequest', async (_request, reply) => {
    if (worker) reply.raw.setHeader('X-Platform-Worker', worker);
    if (draining()) reply.raw.setHeader('Connection', 'close');
  });
}

/**
 * Takes no more connections, and keeps the ones it has. http.Server's own close() also ends every
 * connection without a request under way, and that includes one the supervisor handed over a moment
 * ago whose request has not been read yet: its client would see the connection reset. net.Server's
 * close() only stops listening; the platform's close() ends the idle ones after the drain.
 */
function stopListening(server: Server): void {
  NetServer.prototype.close.call(server);
}

export interface RunOptions {
  /** Print the merchants' addresses and demo logins (one process of several prints them). */
  banner: boolean;
  /** Where the merchant configs that passed the check are kept (StartPlatformOptions.merchantCheckRecord). */
  merchantCheckRecord?: string;
  /** The database of the environment, being opened already (database-env.ts openDatabaseFromEnv). */
  database?: Promise<Database>;
}

export async function runPlatform({ banner, merchantCheckRecord, database }: RunOptions): Promise<RunningPlatform> {
  const joining = cluster.isWorker && !banner;
  const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
  const merchantsDir = process.env.MERCHANTS_DIR ? resolve(process.env.MERCHANTS_DIR) : join(root, 'merchants');
  const port = Number(process.env.PORT ?? 8080);
  let env: DatabaseEnv;
  try {
    env = databaseFromEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { databaseUrl, dataDir, poolSize: databasePoolSize } = env;
  // Only what this start asks for is loaded: Firebase's verifier when its project is set.
  const identity = process.env.FIREBASE_PROJECT_ID
    ? (await import('../../src/platform/security/firebase.ts')).createFirebaseIdentityVerifier({ projectId: process.env.FIREBASE_PROJECT_ID, clock: systemClock })
    : undefined;

  // A worker asked to stop (a rolling restart) stops listening, so new connections go to the other
  // workers, and for a moment answers each request on the connections it has with Connection:
  // close, so its clients' kept-alive connections end after an answer instead of being cut while a
  // request is on its way (ECONNRESET); only then it closes.
  let draining = false;
  const platform = await startPlatform({
    port,
    ...(databaseUrl ? { databaseUrl, databasePoolSize } : { dataDir }),
    ...(database ? { database } : {}),
    distDir,
    merchantsDir,
    ...(merchantCheckRecord ? { merchantCheckRecord } : {}),
    trustProxy: process.env.TRUST_PROXY === '1',
    // The embedded database is the demo: its captcha answers are printed with the SMS codes, so a
    // newcomer is never stuck on a hard-to-read picture. A PostgreSQL deployment keeps them to itself.
    ...(databaseUrl ? {} : { captchaSink: (line: string) => console.log(line) }),
    // Each merchant's home and slots list rendered once in the background, for the first visitors.
    warmPages: true,
    // A restart answers before it has checked the demo data again (a new database is seeded first).
    reseedInBackground: true,
    reopenAfterSeed: true,
    // That work and the page warming wait for the first answer (or 3 s): it never delays it.
    quietStartMs: 3000,
    // A worker joining others that already answer (the second of a start, a replacement, a rolling
    // restart's new one) does that work first and listens warm.
    warmBeforeListening: joining,
    // Where the game provider is served: its own origin(s), default http://games.localhost:PORT.
    ...(process.env.GAME_LAUNCH_HOSTS ? { gameLaunchHosts: process.env.GAME_LAUNCH_HOSTS.split(',') } : {}),
    // Production sign-in: Firebase ID tokens of this project instead of the local identity provider.
    ...(identity ? { identity } : {}),
    ...(cluster.worker ? { extraRoutes: workerHeaders({ devTools: devToolsFromEnv(), draining: () => draining }) } : {}),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') console.error(`Port ${port} is in use: stop the other server or set PORT.`);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

  if (banner) {
    console.log(startBanner({
      port: platform.port,
      database: databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`,
      embedded: !databaseUrl,
      merchants: platform.merchants.all,
      defaultMerchant: platform.merchants.defaultMerchant,
      gameOrigins: platform.gameOrigins,
      devTools: devToolsFromEnv(),
      merchantsDir,
      distDir,
      trustProxy: process.env.TRUST_PROXY === '1',
    }));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (banner) console.log(`\n${signal}: closing`);
    if (cluster.worker) {
      draining = true;
      stopListening(platform.app.server);
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    }
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return platform;
}
