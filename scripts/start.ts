/**
 * `npm start`: builds the portal if its index.html is missing, starts the platform on PORT
 * (8080) with data in DATA_DIR (.data/) or on PostgreSQL at DATABASE_URL, and prints each
 * merchant's URL and the demo logins. Ctrl-C closes the database cleanly.
 *
 * Environment:
 *   PORT                 listening port (default 8080; 0 = a free port, printed)
 *   DATA_DIR             PGlite data directory (default .data/)
 *   DATABASE_URL         a PostgreSQL server instead of PGlite
 *   MERCHANTS_DIR        the merchant configs to serve (one <code>/merchant.json folder each;
 *                        default merchants/; relative to the current directory). Checked on
 *                        start by the same loader as `npm run validate` (which still checks
 *                        merchants/): a problem stops the server. The browser tests point it at
 *                        an operator-edited copy.
 *   DIST_DIR             serve the portal from this directory instead of dist/ (relative to the
 *                        current directory); built there when its index.html is missing. The
 *                        browser tests use their own build so parallel work does not disturb it.
 *   SKIP_BUILD=1         never build; a missing build serves a page that says how to build
 *   TRUST_PROXY=1        believe X-Forwarded-For for the client IP (only behind a proxy you run,
 *                        or for tests that act from several IPs: captcha and login-failure
 *                        budgets are per IP). Off by default: the socket address is the IP.
 *   LOG_LEVEL            the request log's level: info (default) logs every request in one line,
 *                        warn only failures of the platform (5xx, with stack and request id),
 *                        silent nothing
 *   LOG_FILE             append the log to this file instead of printing it
 *   GAME_LAUNCH_HOSTS    comma-separated origins of the demo game provider
 *   FIREBASE_PROJECT_ID  verify Firebase ID tokens instead of the local identity provider
 *   DEV_TOOLS=1          turns on the development endpoints: /dev (SMS outbox, captcha answers,
 *                        TOTP codes, merchant settings) and the local identity provider (/idp).
 *                        Off by default: they hand out every code. SMS codes are printed below
 *                        either way, so a demo works without them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../src/platform/clock.ts';
import { createFirebaseIdentityVerifier } from '../src/platform/security/firebase.ts';
import { devToolsFromEnv, startPlatform } from '../src/platform/server.ts';
import { startBanner } from './lib/start-banner.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
const distIndex = join(distDir, 'index.html');
// The payments desk and the server-rendering entry are built with the portal (vite.config.ts),
// into <dist>/desk and <dist>/server.
const deskIndex = join(distDir, 'desk', 'index.html');
const ssrEntry = join(distDir, 'server', 'entry-server.js');
const missing = [distIndex, deskIndex, ssrEntry].find((file) => !existsSync(file));

if (missing && process.env.SKIP_BUILD !== '1') {
  console.log(`Building the portal, the desk and the server rendering (${missing} is missing)...`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.error('The portal build failed; the platform starts anyway and its pages say how to build.');
}

const merchantsDir = process.env.MERCHANTS_DIR ? resolve(process.env.MERCHANTS_DIR) : join(root, 'merchants');
const port = Number(process.env.PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : (process.env.DATA_DIR ?? join(root, '.data'));

const platform = await startPlatform({
  port,
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  distDir,
  merchantsDir,
  trustProxy: process.env.TRUST_PROXY === '1',
  // The embedded database is the demo: its captcha answers are printed with the SMS codes, so a
  // newcomer is never stuck on a hard-to-read picture. A PostgreSQL deployment keeps them to itself.
  ...(databaseUrl ? {} : { captchaSink: (line: string) => console.log(line) }),
  // Each merchant's home and slots list rendered once in the background, for the first visitors.
  warmPages: true,
  // Where the game provider is served: its own origin(s), default http://games.localhost:PORT.
  ...(process.env.GAME_LAUNCH_HOSTS ? { gameLaunchHosts: process.env.GAME_LAUNCH_HOSTS.split(',') } : {}),
  // Production sign-in: Firebase ID tokens of this project instead of the local identity provider.
  ...(process.env.FIREBASE_PROJECT_ID
    ? { identity: createFirebaseIdentityVerifier({ projectId: process.env.FIREBASE_PROJECT_ID, clock: systemClock }) }
    : {}),
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.error(`Port ${port} is in use: stop the other server or set PORT.`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

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

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing`);
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
