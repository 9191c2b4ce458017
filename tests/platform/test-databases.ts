// The database backends a platform test runs on, in one idiom (after Backstage's TestDatabases):
// a store or money test describes its cases once and they run on embedded PGlite and on the
// PostgreSQL server of TEST_DATABASE_URL, which `npm test` always provides
// (scripts/with-postgres.sh; PGLITE_ONLY=1 asks for PGlite alone). Without a server the
// PostgreSQL half is reported as skipped rather than left out, so a run shows what it did not do.
// A store test without a platform opens its database with openTestDatabase(id) (db-helpers.ts).
import { describe } from 'vitest';

export type DatabaseId = 'pglite' | 'postgres';

export interface TestDatabase {
  id: DatabaseId;
  name: 'PGlite' | 'PostgreSQL';
  /** For startTestPlatform: a fresh schema on the PostgreSQL server, dropped on close. */
  postgres: boolean;
}

const ALL: readonly TestDatabase[] = [
  { id: 'pglite', name: 'PGlite', postgres: false },
  { id: 'postgres', name: 'PostgreSQL', postgres: true },
];

const hasPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

export const TestDatabases = {
  all: ALL,
  /** One describe block per backend, titled "<title> on PGlite" and "<title> on PostgreSQL". */
  describeEach(title: string, body: (database: TestDatabase) => void): void {
    for (const database of ALL) describe.skipIf(database.postgres && !hasPostgres())(`${title} on ${database.name}`, () => body(database));
  },
  /** A describe block that needs PostgreSQL itself, such as two platform processes on one database. */
  describePostgres(title: string, body: () => void): void {
    describe.skipIf(!hasPostgres())(title, body);
  },
};
