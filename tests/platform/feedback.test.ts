// Feedback: a member sends feedback with a captcha and an optional image, reads their
// history and the desk's reply; the desk (support, admin) lists and answers once, audited. Every
// bound the form shows is checked by the platform: the word counts, the type, the image's bytes
// and size, the captcha. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.4\n% a document, not an image\n');
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
const CONTENT = 'My deposit of 500 taka has not arrived yet, please check it';

TestDatabases.describeEach('feedback', ({ id: kind }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres: kind === 'postgres' });
  }, 120_000);
  afterAll(async () => t?.close());

  /** A captcha for this device, answered the way a person reading it would (dev endpoint). */
  async function captchaFor(device: string, merchant = 'alpha'): Promise<string> {
    const image = await t.raw('GET', `/wps/captcha?loginDeviceId=${device}`, { ip: freshIp(), merchant });
    expect(image.body.success).toBe(true);
    const answer = await t.raw('GET', `/dev/captcha-answer?loginDeviceId=${device}`, { ip: freshIp(), merchant });
    return answer.body.value as string;
  }
  const send = (token: string | null, body: Record<string, unknown>, merchant = 'alpha') =>
    t.raw('POST', '/wps/feedback', { ip: LOCAL_IP, merchant, ...(token ? { token } : {}), body });
  async function validBody(device: string, extra: Record<string, unknown> = {}) {
    return { type: 'deposit', content: CONTENT, captcha: await captchaFor(device), loginDeviceId: device, ...extra };
  }
  const list = (token: string) => t.raw('GET', '/wps/feedback/list', { ip: LOCAL_IP, token });
  const feedbackRows = async () => Number((await t.platform.db.query<{ n: unknown }>('SELECT count(*) AS n FROM feedback'))[0]?.n);

  it('a member sends feedback with an image; the desk sees it, answers once, and the member reads the reply', async () => {
    const account = await newAccount(t);
    const member = await tokenOf(t, account);
    // A Bengali reader: the kept notice is worded in the member's language.
    await t.platform.db.query("UPDATE members SET language = 'BN' WHERE id = $1", [account.id]);
    const sent = await send(member, await validBody('dev-a', { image: dataUrl(PNG) }));
    expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
    expect(sent.body.value).toMatchObject({ type: 'deposit', content: CONTENT, hasImage: true, reply: null, repliedAt: null });
    const id = sent.body.value.id as number;

    const mine = await list(member);
    expect(mine.body.value.items.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(mine.body.value.settings).toMatchObject({ minWords: 3, maxWords: 300 });

    const support = await deskToken(t, 'support01');
    const queue = await t.raw('GET', '/wps/desk/feedback?answered=no', { token: support });
    const row = queue.body.value.items.find((f: { id: number }) => f.id === id);
    expect(row).toMatchObject({ content: CONTENT, hasImage: true, reply: null });
    const image = await t.raw('GET', `/wps/desk/feedback/image?id=${id}`, { token: support });
    expect(image.body.value.dataUrl).toBe(dataUrl(PNG));

    const key = actionKey();
    const reply = { id, reply: 'We found it: credited to your wallet now.', idempotencyKey: key };
    const repliedAt = t.clock.now();
    const answered = await t.raw('POST', '/wps/desk/feedback/reply', { token: support, body: reply });
    expect(answered.body.value).toEqual({ id, replied: true, replayed: false });
    // The same key again: the first answer, nothing changed twice.
    expect((await t.raw('POST', '/wps/desk/feedback/reply', { token: support, body: reply })).body.value).toEqual({ id, replied: true, replayed: true });
    // Another operator answering the answered one: refused, the first reply stays.
    const admin = await deskToken(t, 'admin01');
    const again = await t.raw('POST', '/wps/desk/feedback/reply', { token: admin, body: { id, reply: 'Second answer', idempotencyKey: actionKey() } });
    expect(again.status).toBe(409);
    expectFailureEnvelope(again.body, 'desk.state.changed');

    // Told once (the replay and the refused second answer tell nothing), with the reply as its remark.
    const inbox = await t.platform.db.query<{ event: string; title: string; params: { orderNo: string; remark: string; amountMinor: number } }>('SELECT event, title, params FROM messages WHERE member_id = $1', [account.id]);
    expect(inbox).toEqual([expect.objectContaining({ event: 'feedback.replied', title: 'আপনার মতামতের উত্তর', params: expect.objectContaining({ orderNo: `F${id}`, remark: reply.reply, amountMinor: 0 }) })]);
    const after = (await list(member)).body.value.items[0];
    expect(after).toMatchObject({ id, reply: 'We found it: credited to your wallet now.', repliedAt });
    const audit = await t.raw('GET', '/wps/desk/audit?action=feedback.reply', { token: admin });
    expect(audit.body.value.items).toEqual([expect.objectContaining({ operator: 'support01', target: `feedback:${id}`, before: expect.objectContaining({ reply: null }), after: expect.objectContaining({ reply: reply.reply }) })]);
  });

  it('refuses bad input with its errorCode and stores nothing', async () => {
    const member = await tokenOf(t, await newAccount(t));
    const before = await feedbackRows();
    const sixMb = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const cases: [Record<string, unknown>, string][] = [
      [await validBody('bad-1', { content: 'Too short' }), 'feedback.content.tooShort'],
      [await validBody('bad-2', { content: Array.from({ length: 301 }, (_, i) => `word${i}`).join(' ') }), 'feedback.content.tooLong'],
      [await validBody('bad-3', { content: '   ' }), 'feedback.content.empty'],
      [await validBody('bad-4', { image: dataUrl(PDF) }), 'feedback.image.invalid'],
      [await validBody('bad-5', { image: sixMb.toString('base64') }), 'feedback.image.tooLarge'],
      [await validBody('bad-6', { captcha: 'WRONG1' }), 'captcha.invalid'],
      [{ type: 'deposit', content: CONTENT, captcha: 'ABCD', loginDeviceId: 'never-asked' }, 'captcha.invalid'],
      [await validBody('bad-7', { captcha: '' }), 'captcha.required'],
      [await validBody('bad-8', { type: 'bonus' }), 'validation.failed'],
    ];
    for (const [body, code] of cases) {
      const res = await send(member, body);
      expect(res.status, `${code}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
      expectFailureEnvelope(res.body, code);
    }
    expect(await feedbackRows()).toBe(before);
    expect((await list(member)).body.value.total).toBe(0);
  });

  it('counts Chinese words without spaces, and a used captcha does not pass twice', async () => {
    const member = await tokenOf(t, await newAccount(t));
    const body = await validBody('cn-1', { type: 'games', content: '游戏加载很慢，请帮忙看看' });
    expect((await send(member, body)).body.success).toBe(true);
    expectFailureEnvelope((await send(member, body)).body, 'captcha.invalid');
    expectFailureEnvelope((await send(member, await validBody('cn-2', { content: '太慢' }))).body, 'feedback.content.tooShort');
  });

  it('a member sees only their own feedback; desk roles and merchants are kept apart', async () => {
    const a = await tokenOf(t, await newAccount(t));
    const b = await tokenOf(t, await newAccount(t));
    const sent = await send(a, await validBody('own-1'));
    expect((await list(b)).body.value.items).toEqual([]);
    const finance = await deskToken(t, 'finance01');
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/feedback', { token: finance })).body, 'desk.role.forbidden');
    const otherDesk = await deskToken(t, 'support01', 'beta');
    expect((await t.raw('GET', '/wps/desk/feedback', { token: otherDesk, merchant: 'beta' })).body.value.items).toEqual([]);
    const stranger = await t.raw('POST', '/wps/desk/feedback/reply', { token: otherDesk, merchant: 'beta', body: { id: sent.body.value.id, reply: 'x', idempotencyKey: actionKey() } });
    expectFailureEnvelope(stranger.body, 'not_found');
    expectFailureEnvelope((await t.raw('GET', '/wps/desk/feedback', { token: a })).body);
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: send and list', async (role) => {
      const device = `role-${role}`;
      const calls = [
        await asRole(t, roles, role, 'POST', '/wps/feedback', { type: 'other', content: CONTENT, captcha: await captchaFor(device), loginDeviceId: device }),
        await asRole(t, roles, role, 'GET', '/wps/feedback/list'),
      ];
      const code = expected[role];
      for (const res of calls) {
        if (code) expectFailureEnvelope(res.body, code);
        else expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      }
      if (!code) expect(calls[1]!.body.value.items).toHaveLength(1);
    });
  });
});
