/** Applies `migrations/*.sql` in name order, each once, each in its own transaction. */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface MigrateOptions {
  /** Apply only the files this accepts (tests build a database as it was before a migration). */
  include?: (file: string) => boolean;
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
  const include = options.include ?? (() => true);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql') && include(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
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
