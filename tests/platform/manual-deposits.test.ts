// Manual bank transfers: the member sends amount, bank reference and a receipt image (png/jpg by
// its bytes, at most 5 MB); one waiting request blocks another (deposit.manual.pending); the
// desk's finance or admin operator sees the receipt and approves (credit through the ledger,
// once, member told) or rejects with a reason, each audited; bad input moves nothing; the role
// matrix for the member and the desk calls. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { checkLedger, HEALTHY } from './ledger-helpers.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { newAccount, tokenOf as accountToken } from './accounts.ts';
import { balanceOf, call, PDF_AS_PNG, PNG_PROOF, tokenOf } from './withdrawal-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const PNG_BYTES = Buffer.from(PNG_PROOF.split(',')[1]!, 'base64');

TestDatabases.describeEach('manual deposits', ({ postgres }) => {
  let tp: TestPlatform;
  const ops: Record<string, string> = {};
  const key = () => `man-${randomBytes(6).toString('hex')}`;
  const submit = (token: string, over: Record<string, unknown> = {}, merchant = 'alpha') =>
    call(tp, token, 'POST', '/wps/member/deposit/manual', { channel: 'bank', amount: '1000', reference: 'DBBL 7731', receipt: PNG_PROOF, requestKey: key(), ...over }, merchant);
  const decide = (who: string, id: number, action: string, idempotencyKey = actionKey(), extra: Record<string, unknown> = {}, merchant = 'alpha') =>
    tp.raw('POST', '/wps/desk/deposits/decide', { token: ops[who], merchant, body: { id, action, idempotencyKey, ...extra } });
  const messagesOf = async (id: number) =>
    (await tp.platform.db.query<{ event: string }>('SELECT event FROM messages WHERE member_id = $1 AND event LIKE $2 ORDER BY id', [id, 'deposit.%'])).map((r) => r.event);
  /** A fresh member with a session (each test its own, so one waiting request does not block another test). */
  async function freshMember() {
    const account = await newAccount(tp);
    return { account, token: await accountToken(tp, account) };
  }

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, withdrawalJobMs: false, depositJobMs: false });
    for (const name of ['finance01', 'support01', 'admin01']) ops[name] = await deskToken(tp, name);
    ops.betaFinance = await deskToken(tp, 'finance01', 'beta');
  }, 120_000);
  afterAll(async () => tp?.close());

  it('offers the manual channel with the merchant receiving account', async () => {
    const token = await tokenOf(tp, 'member01');
    const channels = (await call(tp, token, 'GET', '/wps/member/deposit/channels')).body.value.channels as { code: string; method: string; receivingAccount: unknown }[];
    expect(channels.find((c) => c.code === 'bank')).toMatchObject({ method: 'manual', receivingAccount: { bankName: 'Dutch-Bangla Bank', accountNumber: '1071100045678' } });
    expect(channels.find((c) => c.code === 'bkash')?.receivingAccount).toBeNull();
  });

  it('refuses bad amounts, references and receipts with the envelope, and stores nothing', async () => {
    const { account, token } = await freshMember();
    const big = `data:image/png;base64,${Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '100.123' }, 'amount.invalid'], [{ amount: '-500' }, 'amount.invalid'], [{ amount: '99999999999999999999' }, 'amount.invalid'],
      [{ amount: '499' }, 'deposit.amount.range'], [{ amount: '100001' }, 'deposit.amount.range'],
      [{ channel: 'bkash' }, 'deposit.channel.invalid'], [{ channel: 'nope' }, 'deposit.channel.invalid'],
      [{ reference: ' ' }, 'deposit.reference.invalid'], [{ reference: '<script>' }, 'deposit.reference.invalid'],
      [{ receipt: '' }, 'deposit.receipt.required'], [{ receipt: PDF_AS_PNG }, 'deposit.receipt.invalid'], [{ receipt: 'not base64!' }, 'deposit.receipt.invalid'],
      [{ receipt: big }, 'deposit.receipt.tooLarge'], [{ amount: 1000 }, 'validation.failed'],
    ];
    for (const [over, code] of cases) expectFailureEnvelope((await submit(token, over)).body, code);
    // The provider call does not take the manual channel either.
    expectFailureEnvelope((await call(tp, token, 'POST', '/wps/member/deposit', { channel: 'bank', amount: '1000', requestKey: key(), returnUrl: 'http://alpha.localhost/member' })).body, 'deposit.channel.invalid');
    expect((await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items).toEqual([]);
    const rows = await tp.platform.db.query('SELECT id FROM deposits WHERE member_id = $1', [account.id]);
    expect(rows).toEqual([]);
  });

  it('one waiting request blocks a new one until it is decided; a repeated key answers the first', async () => {
    const { token } = await freshMember();
    const requestKey = key();
    const first = await submit(token, { requestKey, amount: '1500.50' });
    expect(first.body.value.deposit).toMatchObject({ status: 'pending', method: 'manual', amountMinor: 150_050, transferReference: 'DBBL 7731', channelName: 'Bank transfer' });
    expect((await submit(token, { requestKey, amount: '1500.50' })).body.value.deposit.id).toBe(first.body.value.deposit.id);
    const blocked = await submit(token, { amount: '600' });
    expectFailureEnvelope(blocked.body, 'deposit.manual.pending');
    expect(blocked.body.message).toBe('Please complete your deposit request.');
    // Two at once: still one.
    const both = await Promise.all([submit(token, { amount: '700' }), submit(token, { amount: '800' })]);
    for (const r of both) expectFailureEnvelope(r.body, 'deposit.manual.pending');
    // Cancelled by the member: a new one may be sent.
    expect((await call(tp, token, 'POST', '/wps/member/deposit/cancel', { id: first.body.value.deposit.id })).body.value.status).toBe('cancelled');
    expect((await submit(token, { amount: '600' })).body.value.deposit.status).toBe('pending');
  });

  it('the desk approves: receipt shown, wallet credited once, member told, audited before and after', async () => {
    const { account, token } = await freshMember();
    const wallet = await tp.platform.stores.ledger.account('alpha', 'member', account.id, 'BDT');
    const made = (await submit(token, { amount: '2500', reference: 'TRX-2500' })).body.value.deposit;
    const queue = await tp.raw('GET', '/wps/desk/deposits?status=pending', { token: ops.finance01 });
    expect(queue.body.value.items.find((r: { id: number }) => r.id === made.id)).toMatchObject({ member: account.username, amountMinor: 250_000, reference: 'TRX-2500', hasReceipt: true, status: 'pending' });
    const receipt = await tp.raw('GET', `/wps/desk/deposits/receipt?id=${made.id}`, { token: ops.finance01 });
    expect(receipt.body.value).toEqual({ id: made.id, mime: 'image/png', base64: PNG_BYTES.toString('base64') });
    const k = actionKey();
    const [a, b] = await Promise.all([decide('finance01', made.id, 'approve', k), decide('finance01', made.id, 'approve', k)]);
    expect([a.body.value.replayed, b.body.value.replayed].sort()).toEqual([false, true]);
    expect(a.body.value.status).toBe('approved');
    expect(await balanceOf(tp, wallet)).toBe(250_000);
    expectFailureEnvelope((await decide('admin01', made.id, 'approve')).body, 'desk.state.changed');
    expectFailureEnvelope((await decide('admin01', made.id, 'reject', actionKey(), { reason: 'late' })).body, 'desk.state.changed');
    expect(await balanceOf(tp, wallet)).toBe(250_000);
    expect(await messagesOf(account.id)).toEqual(['deposit.credited']);
    const audit = await tp.raw('GET', `/wps/desk/audit?target=deposit:${made.id}`, { token: ops.admin01 });
    expect(audit.body.value.items).toHaveLength(1);
    expect(audit.body.value.items[0]).toMatchObject({ action: 'deposit.approve', operator: 'finance01', before: { status: 'pending' }, after: { status: 'approved', amountMinor: 250_000 } });
    expect((await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items[0]).toMatchObject({ id: made.id, status: 'approved' });
    expect(await checkLedger(tp.platform.db)).toMatchObject(HEALTHY);
  });

  it('the desk rejects with a reason: nothing credited, the member told with the reason, a new request allowed', async () => {
    const { account, token } = await freshMember();
    const wallet = await tp.platform.stores.ledger.account('alpha', 'member', account.id, 'BDT');
    const made = (await submit(token)).body.value.deposit;
    expectFailureEnvelope((await decide('finance01', made.id, 'reject')).body, 'desk.action.refused');
    const rejected = await decide('finance01', made.id, 'reject', actionKey(), { reason: 'No transfer found' });
    expect(rejected.body.value).toMatchObject({ id: made.id, status: 'rejected', replayed: false });
    expect(await balanceOf(tp, wallet)).toBe(0);
    expect((await call(tp, token, 'GET', '/wps/member/deposit/list')).body.value.items[0]).toMatchObject({ status: 'rejected', reason: 'No transfer found' });
    expect(await messagesOf(account.id)).toEqual(['deposit.failed']);
    const audit = await tp.raw('GET', `/wps/desk/audit?target=deposit:${made.id}`, { token: ops.admin01 });
    expect(audit.body.value.items[0]).toMatchObject({ action: 'deposit.reject', after: { status: 'rejected', reason: 'No transfer found' } });
    expect((await submit(token)).body.value.deposit.status).toBe('pending');
  });

  it('desk roles: finance and admin list, see receipts and decide; support, a member and another merchant may not', async () => {
    const { token } = await freshMember();
    const made = (await submit(token)).body.value.deposit;
    for (const who of ['finance01', 'admin01']) {
      expect((await tp.raw('GET', '/wps/desk/deposits', { token: ops[who] })).body.value.items.map((r: { id: number }) => r.id)).toContain(made.id);
      expect((await tp.raw('GET', `/wps/desk/deposits/receipt?id=${made.id}`, { token: ops[who] })).body.success).toBe(true);
    }
    expectFailureEnvelope((await tp.raw('GET', '/wps/desk/deposits', { token: ops.support01 })).body, 'desk.role.forbidden');
    expectFailureEnvelope((await tp.raw('GET', `/wps/desk/deposits/receipt?id=${made.id}`, { token: ops.support01 })).body, 'desk.role.forbidden');
    expectFailureEnvelope((await decide('support01', made.id, 'approve')).body, 'desk.role.forbidden');
    for (const [path, body] of [['/wps/desk/deposits', undefined], [`/wps/desk/deposits/receipt?id=${made.id}`, undefined]] as const) {
      expect((await tp.raw('GET', path, { token, ...(body ? { body } : {}) })).body.success).toBe(false);
    }
    expect((await tp.raw('POST', '/wps/desk/deposits/decide', { token, body: { id: made.id, action: 'approve', idempotencyKey: actionKey() } })).body.success).toBe(false);
    expect((await tp.raw('GET', '/wps/desk/deposits', { token: ops.betaFinance, merchant: 'beta' })).body.value.items).toEqual([]);
    expectFailureEnvelope((await tp.raw('GET', `/wps/desk/deposits/receipt?id=${made.id}`, { token: ops.betaFinance, merchant: 'beta' })).body, 'deposit.not.found');
    expectFailureEnvelope((await decide('betaFinance', made.id, 'approve', actionKey(), {}, 'beta')).body, 'deposit.not.found');
    expectFailureEnvelope((await tp.raw('GET', '/wps/desk/deposits/receipt?id=abc', { token: ops.finance01 })).body, 'validation.failed');
    expect((await tp.platform.stores.deposits.find('alpha', made.id))?.status).toBe('pending');
  });

  describe('role matrix (member call)', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: manual create', async (role) => {
      const res = await asRole(tp, roles, role, 'POST', '/wps/member/deposit/manual', { channel: 'bank', amount: '1000', reference: 'REF 0001', receipt: PNG_PROOF, requestKey: key() });
      const code = expected[role];
      if (code) expectFailureEnvelope(res.body, code);
      else {
        expect(res.body.value.deposit.status).toBe('pending');
        // Only the owner may cancel it.
        const stranger: Role = role === 'member' ? 'anotherMember' : 'member';
        expectFailureEnvelope((await asRole(tp, roles, stranger, 'POST', '/wps/member/deposit/cancel', { id: res.body.value.deposit.id })).body, 'deposit.not.found');
      }
    });
  });
});
