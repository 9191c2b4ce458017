/**
 * `npm start`: builds what is missing or stale, then runs the platform as plain JavaScript.
 *
 * - The portal (vite build into DIST_DIR or dist/) when its index.html, the desk or the server
 *   rendering entry is missing, or a source of the portal changed since (src/ outside the
 *   platform, flows/, schemas/, vite.config.ts, package-lock.json).
 * - The platform (scripts/build-platform.mjs into dist/platform/) when it is missing or one of
 *   the files it was built from changed.
 *
 * Then dist/platform/serve.js runs in this process (with WORKERS=N it supervises N workers).
 * SKIP_BUILD=1 never builds the portal. The environment is described in scripts/start.ts, which
 * starts the same platform from its TypeScript sources (the browser tests use that).
 * Plain JavaScript: nothing is compiled at run time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPlatform, platformDir, platformEntry, platformStale } from './build-platform.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(root, 'dist');
const portalFiles = [join(distDir, 'index.html'), join(distDir, 'desk', 'index.html'), join(distDir, 'server', 'entry-server.js')];
/** What the portal's build reads; src/platform is the platform's. */
const PORTAL_SOURCES = ['src', 'flows', 'schemas', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path === join(root, 'src', 'platform')) return 0;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

function portalReason() {
  const missing = portalFiles.find((file) => !existsSync(file));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...portalFiles.map((file) => statSync(file).mtimeMs));
  const changed = PORTAL_SOURCES.find((source) => newest(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const portal = process.env.SKIP_BUILD === '1' ? null : portalReason();
if (portal) {
  console.log(`Building the portal, the desk and the server rendering (${portal})...`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.error('The portal build failed; the platform starts anyway and its pages say how to build.');
}
// After the portal: a build into dist/ empties it, the platform's folder with it.
if (platformStale()) {
  console.log(`Building the platform into ${relative(root, platformDir)}/...`);
  await buildPlatform();
}
await import(pathToFileURL(platformEntry).href);
