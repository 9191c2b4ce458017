// The session check reads the session and its member in one statement, and for the balance call
// the wallet's balance too: the balance answers in one round trip to the database, and stays exact
// (the ledger's own balance, a revoked or blocked session refused on the very next request, from
// any process, another merchant's token refused).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { hashToken, newToken } from '../../src/platform/security/tokens.ts';
import { expectFailureEnvelope, startSecondProcess, startTestPlatform, type RawResponse, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

const LOCAL = '127.0.0.1';

/** Counts the statements `db` runs while `work` runs (the stores look `query` up on each call). */
async function statementsDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = db.query.bind(db);
  const target = db as { query: Database['query'] };
  target.query = ((sql: string, params?: unknown[]) => {
    seen.push(sql);
    return query(sql, params);
  });
  try {
    await work();
  } finally {
    target.query = query;
  }
  return seen;
}

async function fund(t: TestPlatform, username: string, amount: number): Promise<number> {
  const merchant = t.platform.merchants.byCode('alpha')!;
  const member = (await t.platform.stores.members.findByUsername('alpha', username))!;
  const ledger = t.platform.stores.ledger;
  const wallet = await ledger.account('alpha', 'member', member.id, merchant.currency.code);
  const house = await ledger.account('alpha', 'house', null, merchant.currency.code);
  await ledger.post({ merchant: 'alpha', idempotencyKey: `session-reads:${username}:${amount}:${Math.random()}`, kind: 'adjustment', entries: [{ accountId: house, amount: -amount }, { accountId: wallet, amount }], at: t.clock.now() });
  return ledger.balance(wallet);
}

TestDatabases.describeEach('the balance call reads session, member and wallet at once', (database) => {
  let t: TestPlatform;
  beforeAll(async () => {
    // No jobs: the statements a request sends are counted on the process's one database object.
    t = await startTestPlatform({ postgres: database.postgres, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, referralJobMs: false, watchMerchants: false });
  });
  afterAll(async () => t?.close());

  it('answers the ledger balance in one statement', async () => {
    const { token } = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    const expected = await fund(t, 'member01', 1234);
    let answer: RawResponse | undefined;
    // The session was just seen (login), so no last-seen write either.
    const statements = await statementsDuring(t.platform.db, async () => {
      answer = await t.raw('GET', '/wps/v2/wallets/balance', { token });
    });
    expect(answer!.body.errorCode).toBeNull();
    expect(answer!.body.value.sumBalanceMinor).toBe(expected);
    expect(statements.map((s) => s.slice(0, 90))).toHaveLength(1);
    // Another signed-in call reads the session and its member in one statement, without the wallet.
    const info = await statementsDuring(t.platform.db, () => t.raw('GET', '/wps/member/info', { token }));
    const check = info.filter((sql) => sql.includes('FROM sessions'));
    expect(check).toHaveLength(1);
    expect(check[0]).toContain('JOIN members');
    expect(check[0]).not.toContain('ledger_accounts');
  });

  it('answers zero for a member whose wallet account does not exist yet, and makes it', async () => {
    // A member and a session straight in the stores: no login or sign-up has touched the ledger.
    const username = `nowallet${Date.now() % 100000}`;
    const created = await t.platform.stores.members.create({
      merchant: 'alpha', username, passwordHash: 'x', passwordIsDefault: false, passwordChangedAt: t.clock.now(), type: 0, nickname: null,
      mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: t.clock.now(),
    });
    if (!('member' in created)) throw new Error('member not created');
    const token = newToken();
    await t.platform.stores.sessions.create({ tokenHash: hashToken(token), memberId: created.member.id, merchant: 'alpha', ip: LOCAL, createdAt: t.clock.now() });
    const accounts = () => t.platform.db.query("SELECT id FROM ledger_accounts WHERE kind = 'member' AND member_id = $1", [created.member.id]);
    expect(await accounts()).toHaveLength(0);
    const first = await t.raw('GET', '/wps/v2/wallets/balance', { token });
    expect(first.body.errorCode).toBeNull();
    expect(first.body.value.sumBalanceMinor).toBe(0);
    expect(await accounts()).toHaveLength(1);
    expect(await fund(t, username, 500)).toBe(500);
    expect((await t.raw('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalanceMinor).toBe(500);
  });

  it('refuses a token of another merchant, a logged-out one and a blocked member at once', async () => {
    const { token } = (await t.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    expectFailureEnvelope((await t.raw('GET', '/wps/v2/wallets/balance', { token, merchant: 'beta' })).body, 'user.or.token.invalid');
    await t.raw('POST', '/wps/session/logout', { token });
    expectFailureEnvelope((await t.raw('GET', '/wps/v2/wallets/balance', { token })).body, 'user.or.token.invalid');
  });
});

TestDatabases.describeEach('session checks asked together share one statement', (database) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres: database.postgres, withdrawalJobMs: false, depositJobMs: false, settlementJobMs: false, referralJobMs: false, watchMerchants: false });
  });
  afterAll(async () => t?.close());

  async function memberWithSession(name: string, amount: number): Promise<{ token: string; id: number; balance: number }> {
    const now = t.clock.now();
    const created = await t.platform.stores.members.create({
      merchant: 'alpha', username: name, passwordHash: 'x', passwordIsDefault: false, passwordChangedAt: now, type: 0, nickname: null,
      mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: now,
    });
    if (!('member' in created)) throw new Error('member not created');
    const token = newToken();
    await t.platform.stores.sessions.create({ tokenHash: hashToken(token), memberId: created.member.id, merchant: 'alpha', ip: LOCAL, createdAt: now });
    return { token, id: created.member.id, balance: await fund(t, name, amount) };
  }

  it('reads several sessions, members and wallets in one statement, each its own', async () => {
    const stamp = Date.now() % 100000;
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => memberWithSession(`together${n}x${stamp}`, 100 * n + 7)));
    const hashes = [...members.map((m) => hashToken(m.token)), hashToken(newToken())];
    let found: Awaited<ReturnType<TestPlatform['platform']['stores']['sessions']['findWithMember']>>[] = [];
    const statements = await statementsDuring(t.platform.db, async () => {
      found = await Promise.all(hashes.map((h) => t.platform.stores.sessions.findWithMember(h, true)));
    });
    expect(statements).toHaveLength(1);
    expect(found.slice(0, 6).map((f) => [f?.member?.id, f?.walletBalance])).toEqual(members.map((m) => [m.id, m.balance]));
    expect(found[6]).toBeNull();
    // Each check has its own objects: a check that moves its session's last-seen time moves no other's.
    const [a, b] = await Promise.all([hashes[0]!, hashes[0]!].map((h) => t.platform.stores.sessions.findWithMember(h)));
    expect(a!.session).not.toBe(b!.session);
    expect(a!.member).not.toBe(b!.member);
  });

  it("answers balance calls made at once each with its own member's balance, and refuses an ended session", async () => {
    const stamp = Date.now() % 100000;
    const members = await Promise.all([1, 2, 3, 4, 5].map((n) => memberWithSession(`atonce${n}x${stamp}`, 1000 * n + 3)));
    await t.raw('POST', '/wps/session/logout', { token: members[2]!.token });
    const answers = await Promise.all(members.map((m) => t.raw('GET', '/wps/v2/wallets/balance', { token: m.token })));
    expect(answers.map((a) => a.body.value?.sumBalanceMinor ?? a.body.errorCode)).toEqual(
      members.map((m, i) => (i === 2 ? 'user.or.token.invalid' : m.balance)),
    );
  });
});

TestDatabases.describePostgres('a session ended on one process is refused by the other on its next request', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  beforeAll(async () => {
    a = await startTestPlatform({ postgres: true });
    b = await startSecondProcess(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('logout on A: the balance on B is refused', async () => {
    const { token } = (await a.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    expect((await b.raw('GET', '/wps/v2/wallets/balance', { token })).body.errorCode).toBeNull();
    expect((await a.raw('POST', '/wps/session/logout', { token })).body.value).toBe(true);
    const after = await b.raw('GET', '/wps/v2/wallets/balance', { token });
    expect(after.status).toBe(401);
    expectFailureEnvelope(after.body, 'user.or.token.invalid');
  });

  it('a posting on A shows in the balance on B at once', async () => {
    const { token } = (await a.login('member01', 'Member@123', { ip: LOCAL })).body.value;
    const before = (await b.raw('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalanceMinor as number;
    const after = await fund(a, 'member01', 77);
    expect(after).toBe(before + 77);
    expect((await b.raw('GET', '/wps/v2/wallets/balance', { token })).body.value.sumBalanceMinor).toBe(after);
  });

  it('a member blocked on A is refused on B', async () => {
    const { token } = (await a.login('player21', 'Member@123', { ip: LOCAL })).body.value;
    expect((await b.raw('GET', '/wps/v2/wallets/balance', { token })).body.errorCode).toBeNull();
    const member = (await a.platform.stores.members.findByUsername('alpha', 'player21'))!;
    await a.platform.db.query('UPDATE members SET login_blocked_at = $2 WHERE id = $1', [member.id, a.clock.now()]);
    expectFailureEnvelope((await b.raw('GET', '/wps/v2/wallets/balance', { token })).body, 'login.blocked');
    await a.platform.db.query('UPDATE members SET login_blocked_at = NULL WHERE id = $1', [member.id]);
  });
});
