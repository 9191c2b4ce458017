// A login for an unknown user does the same work as a wrong password for a known one (and for one
// enrolled in two-factor login): one argon2 verify against a hash of the same parameters, no hash
// made on the way, and the same database statements in the same order. Counted, not timed: a
// wall-clock comparison would only be noise on a shared machine. With two-factor login on and off;
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import argon2 from 'argon2';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../src/platform/db/database.ts';
import { usePasswordHashCost } from '../../src/platform/security/passwords.ts';
import { TestDatabases } from './test-databases.ts';
import { freshIp, makeMerchantsDir, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount } from './accounts.ts';

interface Work {
  verifies: string[];
  hashes: number;
  statements: string[];
}

// Two-factor off first: it is the first unknown user of the process, when a lazily made dummy hash would show.
const CASES = [{ kind: 'pglite' as const, twoFactor: false }, ...TestDatabases.all.filter((d) => !d.postgres || process.env.TEST_DATABASE_URL).map(({ id }) => ({ kind: id, twoFactor: true }))];

describe.each(CASES)('login work on $kind, two-factor $twoFactor', ({ kind, twoFactor }) => {
  let t: TestPlatform;
  let known: { username: string };
  let enrolled: { username: string };
  const log: string[] = [];
  let recording = false;

  beforeAll(async () => {
    // The parameters are what this file checks: the real ones, not the tests' cheap ones.
    usePasswordHashCost('production');
    const merchantsDir = makeMerchantsDir();
    const file = join(merchantsDir, 'alpha', 'merchant.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    config.features.twoFactor = twoFactor;
    writeFileSync(file, JSON.stringify(config, null, 2));
    t = await startTestPlatform({ postgres: kind === 'postgres', merchantsDir, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, referralJobMs: false });
    known = await newAccount(t);
    enrolled = await newAccount(t);
    const enrolledId = (await t.platform.stores.members.findByUsername('alpha', enrolled.username))!.id;
    await t.platform.db.query('INSERT INTO member_totp (member_id, secret, enabled_at, created_at) VALUES ($1, $2, $3, $3)', [enrolledId, 'JBSWY3DPEHPK3PXP', t.clock.now()]);
    // Every statement the stores send while recording, by its text (parameters differ by design).
    const db = t.platform.db as unknown as { query: Queryable['query']; transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };
    const query = db.query.bind(db);
    const transaction = db.transaction.bind(db);
    const note = (where: string, sql: string) => recording && log.push(`${where}${sql.replace(/\s+/g, ' ').trim()}`);
    db.query = ((sql: string, params?: unknown[]) => (note('', sql), query(sql, params)));
    db.transaction = (fn) => transaction((tx) => {
      note('', 'BEGIN');
      return fn({ query: ((sql: string, params?: unknown[]) => (note('tx ', sql), tx.query(sql, params))) });
    });
  }, 120_000);
  afterAll(async () => {
    // The files this worker runs next hash at the tests' cost again.
    usePasswordHashCost('test');
    vi.restoreAllMocks();
    await t?.close();
  });

  async function workOf(username: string): Promise<Work> {
    const verify = vi.spyOn(argon2, 'verify');
    const hash = vi.spyOn(argon2, 'hash');
    log.length = 0;
    recording = true;
    const res = await t.login(username, 'Wrong@1234', { ip: freshIp() });
    recording = false;
    expect(res.body.errorCode, JSON.stringify(res.body)).toBe('user.or.password.invalid');
    // Only the parameters of the hash: the salt and digest are the account's own.
    const work = { verifies: verify.mock.calls.map(([h]) => String(h).split('$').slice(1, 4).join('$')), hashes: hash.mock.calls.length, statements: [...log] };
    verify.mockRestore();
    hash.mockRestore();
    return work;
  }

  it('checks a hash of the same parameters and sends the same statements for an unknown user as for a wrong password', async () => {
    const wrongPassword = await workOf(known.username);
    const unknown = await workOf(`nobody${Date.now().toString(36)}`);
    expect(wrongPassword.verifies).toEqual(['argon2id$v=19$m=19456,p=1,t=2']);
    expect(wrongPassword.hashes).toBe(0);
    expect(wrongPassword.statements.length).toBeGreaterThan(3);
    expect(unknown).toEqual(wrongPassword);
    // An enrolled member's wrong password ends its open code challenge: the same write as the others'.
    expect(await workOf(enrolled.username)).toEqual(wrongPassword);
  });
});
