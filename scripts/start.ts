/**
 * The platform from its TypeScript sources (tsx), as the browser tests and scripts start it:
 * builds the portal if its index.html is missing, then runs scripts/serve.ts. `npm start` runs the
 * same platform built once into JavaScript instead (scripts/start.mjs).
 *
 * Environment (both starts):
 *   PORT                 listening port (default 8080; 0 = a free port, printed)
 *   WORKERS              platform processes behind the port (default 1; more only with
 *                        DATABASE_URL). SIGHUP restarts them one at a time without dropping a
 *                        request; a worker that dies is replaced (scripts/lib/workers.ts).
 *   DATA_DIR             PGlite data directory (default .data/)
 *   DATABASE_URL         a PostgreSQL server instead of PGlite
 *   DATABASE_POOL_SIZE   PostgreSQL: connections each process's pool may open (default 20)
 *   MERCHANTS_DIR        the merchant configs to serve (one <code>/merchant.json folder each;
 *                        default merchants/; relative to the current directory). Checked on
 *                        start by the same loader as `npm run validate` (which still checks
 *                        merchants/): a problem stops the server. The browser tests point it at
 *                        an operator-edited copy.
 *   DIST_DIR             serve the portal from this directory instead of dist/ (relative to the
 *                        current directory); built there when its index.html is missing. The
 *                        browser tests use their own build so parallel work does not disturb it.
 *   SKIP_BUILD=1         never build; a missing build serves a page that says how to build
 *   PLATFORM_DIR         `npm start` only: build and run the platform here instead of
 *                        dist/platform/ (inside the checkout, where its packages resolve)
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

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
// The payments desk and the server-rendering entry are built with the portal (vite.config.ts),
// into <dist>/desk and <dist>/server.
const missing = [join(distDir, 'index.html'), join(distDir, 'desk', 'index.html'), join(distDir, 'server', 'entry-server.js')].find((file) => !existsSync(file));

if (missing && process.env.SKIP_BUILD !== '1') {
  console.log(`Building the portal, the desk and the server rendering (${missing} is missing)...`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.error('The portal build failed; the platform starts anyway and its pages say how to build.');
}

await import('./serve.ts');
