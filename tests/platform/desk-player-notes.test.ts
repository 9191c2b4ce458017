// Desk notes on a member (GLI-19 2.8.1): support and admin write and read them, each note is in
// the desk audit log with who wrote it, a note is 1 to 1000 characters (spaces only is empty),
// a replayed key adds nothing; finance, another merchant's desk and a member token get nothing.
// On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf } from './accounts.ts';
import { deskToken } from './desk-helpers.ts';
import { TestDatabases } from './test-databases.ts';

TestDatabases.describeEach('desk player notes', ({ postgres }) => {
  let t: TestPlatform;
  let support: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    support = await deskToken(t, 'support01');
    admin = await deskToken(t, 'admin01');
  }, 300_000);
  afterAll(async () => t?.close());

  let keys = 0;
  const key = () => `notekey${Date.now()}${keys++}`.padEnd(32, '0');
  const add = (memberId: number, text: string, token = support, merchant = 'alpha', idempotencyKey = key()) =>
    t.raw('POST', '/wps/desk/player/notes/add', { token, merchant, body: { memberId, text, idempotencyKey } });
  const notes = (memberId: number, token = support, merchant = 'alpha') => t.raw('GET', `/wps/desk/player/notes?id=${memberId}`, { token, merchant });

  it('support and admin add notes; they list newest first with author and time, and each is audited once', async () => {
    const account = await newAccount(t);
    const first = await add(account.id, '  Called about a late withdrawal.  ');
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    const sameKey = key();
    const second = await add(account.id, 'Asked for a deposit limit.', admin, 'alpha', sameKey);
    expect(second.body.value.replayed).toBe(false);
    const again = await add(account.id, 'Asked for a deposit limit.', admin, 'alpha', sameKey);
    expect(again.body.value).toEqual({ id: second.body.value.id, replayed: true });

    const list = await notes(account.id);
    expect(list.body.success, JSON.stringify(list.body)).toBe(true);
    expect(list.body.value.total).toBe(2);
    expect(list.body.value.items.map((n: { text: string; author: string }) => [n.text, n.author])).toEqual([
      ['Asked for a deposit limit.', 'admin01'],
      ['Called about a late withdrawal.', 'support01'],
    ]);
    expect(list.body.value.items[0].at).toBeGreaterThan(0);

    const audit = await t.raw('GET', `/wps/desk/audit?action=player.note&target=member:${account.id}`, { token: admin });
    expect(audit.body.value.items.map((a: { operator: string; after: { note: string } }) => [a.operator, a.after.note])).toEqual([
      ['admin01', 'Asked for a deposit limit.'],
      ['support01', 'Called about a late withdrawal.'],
    ]);
  });

  it('a note is 1 to 1000 characters: empty, spaces only and 1001 are validation.failed and add nothing', async () => {
    const account = await newAccount(t);
    for (const text of ['', '   ', 'x'.repeat(1001)]) expectFailureEnvelope((await add(account.id, text)).body, 'validation.failed');
    expect((await add(account.id, 'x'.repeat(1000))).body.success).toBe(true);
    expect((await notes(account.id)).body.value.total).toBe(1);
  });

  it('finance, another merchant and a member token are refused', async () => {
    const account = await newAccount(t);
    expect((await add(account.id, 'Kept.')).body.success).toBe(true);
    const finance = await deskToken(t, 'finance01');
    expectFailureEnvelope((await add(account.id, 'Finance note', finance)).body, 'desk.role.forbidden');
    expectFailureEnvelope((await notes(account.id, finance)).body, 'desk.role.forbidden');
    const beta = await deskToken(t, 'support01', 'beta');
    expectFailureEnvelope((await add(account.id, 'Other desk', beta, 'beta')).body, 'desk.member.notFound');
    expectFailureEnvelope((await notes(account.id, beta, 'beta')).body, 'desk.member.notFound');
    const member = await tokenOf(t, account);
    expect((await add(account.id, 'Self note', member)).status).toBe(401);
    expect((await notes(account.id, member)).status).toBe(401);
    expect((await notes(account.id)).body.value.items.map((n: { text: string }) => n.text)).toEqual(['Kept.']);
  });
});
