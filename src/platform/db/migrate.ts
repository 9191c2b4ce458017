/**
 * Applies the kernel's `db/migrations/*.sql` and every feature's `features/<name>/migrations/*.sql`
 * in name order across all of them (the number prefixes are one sequence), each once, each in its
 * own transaction. A file's name is its id in schema_migrations, so a migration keeps its name
 * wherever its folder is.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const KERNEL_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FEATURES_DIR = fileURLToPath(new URL('../features/', import.meta.url));

/** Every migration file by name, with its path; two files of one name are an error. */
export async function migrationFiles(featureDirs: readonly string[] = []): Promise<Map<string, string>> {
  const dirs = [KERNEL_DIR];
  for (const featuresDir of [FEATURES_DIR, ...featureDirs]) {
    for (const entry of await readdir(featuresDir, { withFileTypes: true })) {
      const dir = join(featuresDir, entry.name, 'migrations');
      if (entry.isDirectory() && existsSync(dir)) dirs.push(dir);
    }
  }
  const files = new Map<string, string>();
  for (const dir of dirs) {
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.sql')) continue;
      const other = files.get(name);
      if (other) throw new Error(`Two migrations are named ${name}: ${other} and ${join(dir, name)}; a migration's name is its id, so rename one`);
      files.set(name, join(dir, name));
    }
  }
  return files;
}

export interface MigrateOptions {
  /** Apply only the files this accepts (tests build a database as it was before a migration). */
  include?: (file: string) => boolean;
  /** Folders of more features, besides src/platform/features (startPlatform's featureDirs). */
  featureDirs?: readonly string[];
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  const include = options.include ?? (() => true);
  // One query for what is already applied: a start on an existing database then reads no file
  // and runs no statement besides it.
  const alreadyApplied = new Set((await appliedMigrations(db)).map((row) => row.id));
  const paths = await migrationFiles(options.featureDirs);
  const files = [...paths.keys()].filter((f) => include(f) && !alreadyApplied.has(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(paths.get(file) ?? '', 'utf8');
    const done = await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL database must not apply a migration twice.
      if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(4242)');
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [file]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

async function appliedMigrations(db: Database): Promise<{ id: string }[]> {
  const table = await db.query<{ found: string | null }>("SELECT to_regclass('schema_migrations')::text AS found");
  if (table[0]?.found) return db.query<{ id: string }>('SELECT id FROM schema_migrations');
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
  return [];
}

/** Splits on `;` at line ends, keeping `$$ ... $$` bodies whole. */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    current += line + '\n';
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
