// Test platforms on PostgreSQL start from a seeded template database, as those on PGlite start
// from a seeded dump (seeded.ts): migrating and seeding a fresh schema is most of a start. The
// first start with given inputs migrates and seeds a database of its own as the platform always
// does, stops before listening, and that database becomes the template (renamed under an
// advisory lock, so two workers never build one twice); every start with the same inputs, that one included, gets a
// database of its own copied from it (CREATE DATABASE ... TEMPLATE) and skips the seed. The
// template's name is the seeded copy's hash (seedKey), so changed sources, merchants, clock or
// migrations make a new one. Each test platform's database is dropped on close.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startPlatform, type RunningPlatform, type StartPlatformOptions } from '../../src/platform/server.ts';
import { seedKey } from './seeded.ts';

/** The tables live in this schema of each copy, as in a schema of their own before. */
export const TEMPLATE_SCHEMA = 'portal_test';

export const databaseUrlOf = (database: string): string => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.href;
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server ends a closed pool's backends a moment after the pool: a rename or copy waits for them. */
async function whileInUse(statement: string, client: pg.Client): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function ensureTemplate(template: string, options: StartPlatformOptions): Promise<void> {
  await admin(async (client) => {
    // One lock per template name: a second worker waits and then finds the template made.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount) return;
      const building = `${template}_build`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      // Stopped once seeded and its keys kept (onPrepared), before it listens or any job runs:
      // the template holds what the PGlite copies hold. startPlatform closes its database on the throw.
      const prepared = new Error('prepared');
      let platform: RunningPlatform | undefined;
      try {
        platform = await startPlatform({ ...options, databaseUrl: databaseUrlOf(building), databaseSchema: TEMPLATE_SCHEMA, onPrepared: () => Promise.reject(prepared) });
      } catch (error) {
        if (error !== prepared) throw error;
      }
      if (platform) {
        await platform.close();
        throw new Error('the template start did not stop at onPrepared');
      }
      await whileInUse(`ALTER DATABASE ${building} RENAME TO ${template}`, client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/**
 * startPlatform on a database of its own copied from the seeded template of these options; the
 * second value drops that database (after the platform is closed).
 */
export async function startSeededPostgresPlatform(options: StartPlatformOptions): Promise<{ platform: RunningPlatform; drop: () => Promise<void> }> {
  const template = `tpl_${seedKey(options).slice(0, 24)}`;
  await ensureTemplate(template, options);
  const database = `api_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => whileInUse(`CREATE DATABASE ${database} TEMPLATE ${template}`, client));
  const drop = () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)));
  try {
    const platform = await startPlatform({ ...options, seed: false, databaseUrl: databaseUrlOf(database), databaseSchema: TEMPLATE_SCHEMA });
    return { platform, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
