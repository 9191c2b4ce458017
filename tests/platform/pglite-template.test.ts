// The test run's in-memory PGlite databases start from one initdb dump (tests/setup/): this shows
// they do, and that such a database is the cluster PGlite's own initdb makes.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { pgliteTemplateUse } from '../setup/pglite-from-template.ts';

const CLUSTER = `SELECT
  (SELECT string_agg(datname || ':' || pg_encoding_to_char(encoding) || ':' || datcollate || ':' || datctype, ',' ORDER BY datname) FROM pg_database) AS databases,
  (SELECT string_agg(rolname, ',' ORDER BY rolname) FROM pg_roles) AS roles,
  (SELECT string_agg(nspname, ',' ORDER BY nspname) FROM pg_namespace) AS schemas,
  (SELECT count(*)::int FROM pg_class) AS relations,
  (SELECT count(*)::int FROM pg_proc) AS functions,
  current_user AS "user", current_database() AS database, current_setting('TimeZone') AS zone,
  current_setting('server_encoding') AS encoding, current_setting('DateStyle') AS date_style`;

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
});
