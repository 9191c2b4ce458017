// The test run's in-memory PGlite databases start from one initdb dump (tests/setup/): this shows
// they do, and that such a database is the cluster PGlite's own initdb makes. Test platforms and
// fully migrated store tests start from a second dump with every migration applied: the same
// schema as running the migrations, and only for the code that asked for it.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { fromMigratedTemplate, pgliteTemplateUse } from '../setup/pglite-from-template.ts';

const CLUSTER = `SELECT
  (SELECT string_agg(datname || ':' || pg_encoding_to_char(encoding) || ':' || datcollate || ':' || datctype, ',' ORDER BY datname) FROM pg_database) AS databases,
  (SELECT string_agg(rolname, ',' ORDER BY rolname) FROM pg_roles) AS roles,
  (SELECT string_agg(nspname, ',' ORDER BY nspname) FROM pg_namespace) AS schemas,
  (SELECT count(*)::int FROM pg_class) AS relations,
  (SELECT count(*)::int FROM pg_proc) AS functions,
  current_user AS "user", current_database() AS database, current_setting('TimeZone') AS zone,
  current_setting('server_encoding') AS encoding, current_setting('DateStyle') AS date_style`;

/** The public schema as the migrations leave it: tables and columns, indexes, constraints, functions, triggers, rows of schema_migrations. */
const SCHEMA = `SELECT
  (SELECT string_agg(table_name || '.' || column_name || ':' || data_type || ':' || coalesce(column_default, '') || ':' || is_nullable, ',' ORDER BY table_name, column_name) FROM information_schema.columns WHERE table_schema = 'public') AS columns,
  (SELECT string_agg(indexdef, ',' ORDER BY indexdef) FROM pg_indexes WHERE schemaname = 'public') AS indexes,
  (SELECT string_agg(conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid), ',' ORDER BY 1) FROM pg_constraint WHERE connamespace = 'public'::regnamespace) AS constraints,
  (SELECT string_agg(proname || ':' || md5(prosrc), ',' ORDER BY 1) FROM pg_proc WHERE pronamespace = 'public'::regnamespace) AS functions,
  (SELECT string_agg(tgrelid::regclass::text || ':' || tgname, ',' ORDER BY 1) FROM pg_trigger WHERE NOT tgisinternal) AS triggers,
  (SELECT string_agg(sequencename || ':' || coalesce(last_value, 0), ',' ORDER BY 1) FROM pg_sequences WHERE schemaname = 'public') AS sequences,
  (SELECT string_agg(id, ',' ORDER BY id) FROM schema_migrations) AS migrations`;

describe('in-memory PGlite in tests', () => {
  it('starts from the initdb dump rather than running initdb again', async () => {
    const use = pgliteTemplateUse();
    expect(use, 'tests/setup/pglite-from-template.ts is installed').toBeDefined();
    const before = use!.loads;
    const db = await openDatabase({});
    try {
      expect(use!.loads).toBe(before + 1);
      expect(await migrate(db)).not.toHaveLength(0);
      expect(await db.query('SELECT count(*)::int AS n FROM schema_migrations')).not.toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
  });

  it('is the same cluster PGlite makes with initdb', async () => {
    const fromTemplate = await openDatabase({});
    const fromInitdb = await pgliteTemplateUse()!.create();
    try {
      const [template] = await fromTemplate.query(CLUSTER);
      const [initdb] = (await fromInitdb.query(CLUSTER)).rows;
      expect(template).toEqual(initdb);
    } finally {
      await fromTemplate.close();
      await fromInitdb.close();
    }
  }, 120_000); // a real initdb: 5-15 s on a busy 2-core machine

  it('starts a database opened through fromMigratedTemplate migrated: the schema every migration makes, and nothing left to apply', async () => {
    const use = pgliteTemplateUse()!;
    const before = use.migratedLoads;
    const fromDump = await fromMigratedTemplate(() => openDatabase({}));
    const fresh = await openDatabase({});
    try {
      expect(use.migratedLoads).toBe(before + 1);
      expect(await migrate(fromDump)).toEqual([]);
      expect((await migrate(fresh)).length).toBeGreaterThan(0);
      const [dumped] = await fromDump.query<Record<string, unknown>>(SCHEMA);
      const [migrated] = await fresh.query<Record<string, unknown>>(SCHEMA);
      expect(dumped!.migrations).toBeTruthy();
      expect(dumped).toEqual(migrated);
    } finally {
      await fromDump.close();
      await fresh.close();
    }
  }, 120_000); // every migration run once: a minute on a busy 2-core machine

  it('gives the migrated start only to the code run through fromMigratedTemplate, not to a database opened meanwhile', async () => {
    const [outside, inside] = await Promise.all([openDatabase({}), fromMigratedTemplate(() => openDatabase({}))]);
    try {
      const tables = async (db: typeof outside) => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'"))[0]!.n;
      expect(await tables(outside)).toBe(0);
      expect(await tables(inside)).toBeGreaterThan(0);
    } finally {
      await outside.close();
      await inside.close();
    }
  });
});
