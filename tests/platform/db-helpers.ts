// Test databases: in-memory PGlite, or a fresh schema on the PostgreSQL server of
// TEST_DATABASE_URL (dropped afterwards), so parallel test files never share tables.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/database.ts';
import { migrate, type MigrateOptions } from '../../src/platform/db/migrate.ts';
import { fromMigratedTemplate } from '../setup/pglite-from-template.ts';
import type { DatabaseId } from './test-databases.ts';

export const freshSchemaName = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(kind: DatabaseId, migrations: MigrateOptions = {}): Promise<{ db: Database; cleanup(): Promise<void> }> {
  if (kind === 'pglite') {
    // Every migration: the database may start migrated (tests/setup/pglite-from-template.ts).
    const db = migrations.include ? await openDatabase({}) : await fromMigratedTemplate(() => openDatabase({}));
    await migrate(db, migrations);
    return { db, cleanup: () => db.close() };
  }
  const schema = freshSchemaName('store_test');
  const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema });
  await migrate(db, migrations);
  return {
    db,
    async cleanup() {
      await db.close();
      await dropSchema(schema);
    },
  };
}
