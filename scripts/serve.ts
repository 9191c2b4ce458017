/**
 * The platform's process entry for `npm start` (the environment is described in scripts/start.ts).
 * Built once into dist/platform/serve.js (scripts/build-platform.mjs) and run as plain JavaScript.
 *
 * WORKERS=N (default 1) runs N platform processes behind one port with node:cluster: this process
 * then only supervises them (scripts/lib/workers.ts) and never loads the platform itself. Several
 * processes need one shared database, so N > 1 is refused on the embedded PGlite, which one process
 * owns.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

const workers = process.env.WORKERS === undefined || process.env.WORKERS === '' ? 1 : Number(process.env.WORKERS);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`WORKERS must be a whole number from 1 to 64, not "${process.env.WORKERS}".`);
  process.exit(1);
}
if (workers > 1 && !process.env.DATABASE_URL) {
  console.error(`WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded PGlite database belongs to one process. Set DATABASE_URL, or start without WORKERS.`);
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./lib/workers.ts');
  await superviseWorkers({ count: workers, exec: fileURLToPath(import.meta.url) });
} else {
  // The database starts opening first: PGlite compiles and boots its WebAssembly while the
  // platform's modules load.
  const { openDatabaseFromEnv } = await import('./lib/database-env.ts');
  const database = openDatabaseFromEnv();
  const { runPlatform } = await import('./lib/run-platform.ts');
  // The built platform keeps the merchant configs that passed the check beside itself (its build
  // records them first, scripts/build-platform.mjs; a rebuild starts afresh). Run from its
  // sources (tsx) it checks on every start.
  const built = import.meta.url.endsWith('.js');
  // Of several processes the first prints the addresses, once.
  await runPlatform({
    banner: cluster.isPrimary || process.env.SERVE_BANNER === '1',
    ...(built ? { merchantCheckRecord: fileURLToPath(new URL('./merchants-checked.json', import.meta.url)) } : {}),
    ...(database ? { database } : {}),
  });
}
