// Promotions: a member applies for an `apply` promotion with a comment and images,
// joins a `join` one, draws once in a raffle; the desk reviews, approves with a bonus (credited
// once through the ledger as a `promotion` entry, so profit and loss counts it) or rejects with a
// reason, and the member is told. Every bound the form shows is refused here with its errorCode
// and nothing moved. On PGlite and (with TEST_DATABASE_URL) PostgreSQL, two processes included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailureEnvelope, startSecondProcess, startTestPlatform, type TestPlatform } from './helpers.ts';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { actionKey, deskToken } from './desk-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const PDF = Buffer.from('%PDF-1.4\n% a document renamed .png\n');
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;
/** Inside alpha's (bdwin's) `welcome` (apply, 2026-09-01..2027-06-30) and `lucky-draw` (raffle, 2026-11-01..2027-01-31). */
const IN_PERIOD = Date.UTC(2026, 10, 26, 12);

TestDatabases.describeEach('promotions', ({ id: kind }) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ postgres: kind === 'postgres' });
    t.clock.set(IN_PERIOD);
  }, 120_000);
  afterAll(async () => t?.close());

  const apply = (token: string, body: Record<string, unknown>, on: TestPlatform = t) => on.raw('POST', '/wps/relay/MCSFE_signUpRequestReward', { ip: LOCAL_IP, token, body });
  const raffle = (token: string, promotionId = 'lucky-draw', on: TestPlatform = t) => on.raw('POST', '/wps/relay/MCS2_claimRafflePromotion', { ip: LOCAL_IP, token, body: { promotionId } });
  const join = (token: string, promotionId = 'cricket-cashback') => t.raw('POST', '/wps/promotions/join', { ip: LOCAL_IP, token, body: { promotionId } });
  const decide = (token: string, body: Record<string, unknown>, on: TestPlatform = t) => on.raw('POST', '/wps/desk/promotions/decide', { token, body: { idempotencyKey: actionKey(), ...body } });
  const rows = async () => Number((await t.platform.db.query<{ n: unknown }>('SELECT count(*) AS n FROM promotion_applications'))[0]?.n);
  const images = async () => Number((await t.platform.db.query<{ n: unknown }>('SELECT count(*) AS n FROM promotion_application_images'))[0]?.n);
  const promotionEntries = async () => Number((await t.platform.db.query<{ n: unknown }>("SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'promotion'"))[0]?.n);
  async function wallet(account: TestAccount): Promise<number> {
    const { stores } = t.platform;
    return stores.ledger.balance(await stores.ledger.account('alpha', 'member', account.id, 'BDT'));
  }
  async function member() {
    const account = await newAccount(t);
    return { account, token: await tokenOf(t, account) };
  }

  it('a member applies with a comment and 3 images; the desk sees them, approves with a bonus credited once; the member sees issued, the bonus and a message', async () => {
    const { account, token } = await member();
    const sent = await apply(token, { promotionId: 'welcome', comment: 'First deposit of 500 taka today', images: [dataUrl(PNG), dataUrl(JPG, 'image/jpeg'), PNG.toString('base64')] });
    expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
    expect(sent.body.value).toMatchObject({ promotionId: 'welcome', kind: 'apply', status: 'applying', imageCount: 3, comment: 'First deposit of 500 taka today', bonusMinor: null });
    const id = sent.body.value.id as number;

    const finance = await deskToken(t, 'finance01');
    const queue = await t.raw('GET', '/wps/desk/promotions?status=applying', { token: finance });
    expect(queue.body.value.items.find((a: { id: number }) => a.id === id)).toMatchObject({ member: account.username, promotionId: 'welcome', imageCount: 3, status: 'applying', title: 'প্রথম ডিপোজিটে 100% বোনাস' });
    // The operator's language (the desk sends it) when the merchant has it; else the merchant's default.
    const inEnglish = await t.raw('GET', '/wps/desk/promotions?status=applying', { token: finance, headers: { Language: 'EN' } });
    expect(inEnglish.body.value.items.find((a: { id: number }) => a.id === id)).toMatchObject({ title: '100% first deposit bonus' });
    const inThai = await t.raw('GET', '/wps/desk/promotions?status=applying', { token: finance, headers: { Language: 'TH' } });
    expect(inThai.body.value.items.find((a: { id: number }) => a.id === id)).toMatchObject({ title: 'প্রথম ডিপোজিটে 100% বোনাস' });
    expect((await t.raw('GET', `/wps/desk/promotions/image?id=${id}&index=1`, { token: finance })).body.value.dataUrl).toBe(dataUrl(JPG, 'image/jpeg'));
    expectFailureEnvelope((await t.raw('GET', `/wps/desk/promotions/image?id=${id}&index=2`, { token: await deskToken(t, 'finance01', 'beta'), merchant: 'beta' })).body, 'not_found');

    expect((await decide(finance, { id, action: 'review' })).body.value).toMatchObject({ id, status: 'process' });
    expect((await t.raw('GET', '/wps/promotions', { ip: LOCAL_IP, token })).body.value.items.find((p: { id: string }) => p.id === 'welcome').mine).toMatchObject({ id, status: 'process' });

    const before = await wallet(account);
    const key = actionKey();
    const approved = await decide(finance, { id, action: 'approve', bonusAmount: '500', idempotencyKey: key });
    expect(approved.body.value).toEqual({ id, status: 'issued', replayed: false });
    // The same key again answers the first result; another key finds it decided. Paid once.
    expect((await decide(finance, { id, action: 'approve', bonusAmount: '500', idempotencyKey: key })).body.value).toEqual({ id, status: 'issued', replayed: true });
    const admin = await deskToken(t, 'admin01');
    const again = await decide(admin, { id, action: 'approve', bonusAmount: '500' });
    expect(again.status).toBe(409);
    expectFailureEnvelope(again.body, 'desk.state.changed');
    expect(await wallet(account)).toBe(before + 50_000);

    const mine = await t.raw('GET', '/wps/promotions/applications', { ip: LOCAL_IP, token, headers: { Language: 'BN' } });
    expect(mine.body.value.items).toEqual([expect.objectContaining({ id, status: 'issued', bonusMinor: 50_000, title: 'প্রথম ডিপোজিটে 100% বোনাস' })]);
    const profit = await t.raw('GET', `/wps/member/history/profit?from=${IN_PERIOD - 86_400_000}&to=${IN_PERIOD + 86_400_000}`, { ip: LOCAL_IP, token });
    expect(profit.body.value?.totals?.promotionMinor, JSON.stringify(profit.body)).toBe(50_000);
    const inbox = await t.platform.db.query<{ event: string; params: unknown }>('SELECT event, params FROM messages WHERE member_id = $1', [account.id]);
    expect(inbox).toEqual([expect.objectContaining({ event: 'promotion.issued' })]);
    const audit = await t.raw('GET', '/wps/desk/audit?action=promotion.approve', { token: admin });
    expect(audit.body.value.items).toEqual([expect.objectContaining({ operator: 'finance01', target: `promotion-application:${id}`, before: expect.objectContaining({ status: 'process' }), after: expect.objectContaining({ status: 'issued', bonusMinor: 50_000 }) })]);
    // Issued: no second application for the same promotion.
    expectFailureEnvelope((await apply(token, { promotionId: 'welcome' })).body, 'promotion.application.exists');
  });

  it('refuses a 4th image, a 6 MB image, a PDF renamed .png, a 141-character comment and a second open application, each with its errorCode and nothing stored', async () => {
    const { token } = await member();
    const rowsBefore = await rows();
    const imagesBefore = await images();
    const sixMb = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const cases: [Record<string, unknown>, string][] = [
      [{ images: [dataUrl(PNG), dataUrl(PNG), dataUrl(PNG), dataUrl(PNG)] }, 'promotion.image.tooMany'],
      [{ images: [dataUrl(sixMb)] }, 'promotion.image.tooLarge'],
      [{ images: [dataUrl(PNG), dataUrl(PDF, 'image/png')] }, 'promotion.image.invalid'],
      [{ comment: 'x'.repeat(141) }, 'promotion.comment.tooLong'],
      [{ promotionId: 'cricket-cashback' }, 'promotion.claim.invalid'],
      [{ promotionId: 'no-such-promo' }, 'promotion.not.found'],
    ];
    for (const [extra, code] of cases) {
      const res = await apply(token, { promotionId: 'welcome', ...extra });
      expect(res.status, code).toBeLessThan(500);
      expectFailureEnvelope(res.body, code);
    }
    expect(await rows()).toBe(rowsBefore);
    expect(await images()).toBe(imagesBefore);
    // 140 characters (code points: a Bengali comment counts as a reader counts it) pass.
    expect((await apply(token, { promotionId: 'welcome', comment: 'ক'.repeat(140) })).body.success).toBe(true);
    const twice = await apply(token, { promotionId: 'welcome', comment: 'again' });
    expect(twice.status).toBe(409);
    expectFailureEnvelope(twice.body, 'promotion.application.exists');
    expect(await rows()).toBe(rowsBefore + 1);
  });

  it('accepts three images of 5 MB each (the largest the form allows) in one application', async () => {
    const { token } = await member();
    const fiveMb = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const sent = await apply(token, { promotionId: 'welcome', images: [dataUrl(fiveMb), dataUrl(fiveMb), dataUrl(fiveMb)] });
    expect(sent.body.success, JSON.stringify(sent.body).slice(0, 300)).toBe(true);
    expect(sent.body.value.imageCount).toBe(3);
  }, 60_000);

  it('a rejection with a reason lets the member apply again; the reason reaches the member', async () => {
    const { account, token } = await member();
    const id = (await apply(token, { promotionId: 'welcome' })).body.value.id as number;
    const finance = await deskToken(t, 'finance01');
    expectFailureEnvelope((await decide(finance, { id, action: 'reject' })).body, 'desk.action.refused');
    expectFailureEnvelope((await decide(finance, { id, action: 'approve' })).body, 'desk.action.refused');
    // BDT has 2 decimals: a third is refused, and so is zero.
    expectFailureEnvelope((await decide(finance, { id, action: 'approve', bonusAmount: '10.005' })).body, 'desk.action.refused');
    expectFailureEnvelope((await decide(finance, { id, action: 'approve', bonusAmount: '0' })).body, 'desk.action.refused');
    expect((await decide(finance, { id, action: 'reject', reason: 'No first deposit found' })).body.value).toMatchObject({ status: 'rejected' });
    expect((await t.raw('GET', '/wps/promotions/applications', { ip: LOCAL_IP, token })).body.value.items[0]).toMatchObject({ status: 'rejected', reason: 'No first deposit found' });
    const inbox = await t.platform.db.query<{ event: string; params: { remark?: string } }>('SELECT event, params FROM messages WHERE member_id = $1', [account.id]);
    expect(inbox).toEqual([expect.objectContaining({ event: 'promotion.rejected', params: expect.objectContaining({ remark: 'No first deposit found' }) })]);
    expectFailureEnvelope((await decide(finance, { id, action: 'approve', bonusAmount: '1' })).body, 'desk.state.changed');
    expect((await apply(token, { promotionId: 'welcome' })).body.value).toMatchObject({ status: 'applying' });
  });

  it('two concurrent approvals with different keys credit exactly once', async () => {
    const { account, token } = await member();
    const id = (await apply(token, { promotionId: 'welcome' })).body.value.id as number;
    const [finance, admin] = [await deskToken(t, 'finance01'), await deskToken(t, 'admin01')];
    const before = await wallet(account);
    const entriesBefore = await promotionEntries();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => decide(i % 2 ? admin : finance, { id, action: 'approve', bonusAmount: '70' })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'desk.state.changed');
    expect(await wallet(account)).toBe(before + 7_000);
    expect(await promotionEntries()).toBe(entriesBefore + 1);
  });

  it('a raffle draws once per member, credits the prize, and refuses a second draw with nothing moved', async () => {
    const { account, token } = await member();
    const before = await wallet(account);
    const drawn = await raffle(token);
    expect(drawn.body.success, JSON.stringify(drawn.body)).toBe(true);
    const prize = drawn.body.value.bonusMinor as number;
    expect([1_000, 5_000, 50_000]).toContain(prize);
    expect(drawn.body.value).toMatchObject({ kind: 'raffle', status: 'claimed', promotionId: 'lucky-draw' });
    expect(await wallet(account)).toBe(before + prize);
    const entries = await promotionEntries();
    const twice = await raffle(token);
    expect(twice.status).toBe(409);
    expectFailureEnvelope(twice.body, 'promotion.raffle.claimed');
    expect(await wallet(account)).toBe(before + prize);
    expect(await promotionEntries()).toBe(entries);
    expectFailureEnvelope((await raffle(token, 'welcome')).body, 'promotion.claim.invalid');
    // The list shows the draw on the promotion.
    const listed = (await t.raw('GET', '/wps/promotions', { ip: LOCAL_IP, token })).body.value.items.find((p: { id: string }) => p.id === 'lucky-draw');
    expect(listed).toMatchObject({ period: 'open', mine: { status: 'claimed', bonusMinor: prize }, raffle: { prizes: [{ amountMinor: 1_000, weight: 60 }, { amountMinor: 5_000, weight: 30 }, { amountMinor: 50_000, weight: 10 }] } });
  });

  it('ten raffle draws at once pay one prize', async () => {
    const { account, token } = await member();
    const before = await wallet(account);
    const answers = await Promise.all(Array.from({ length: 10 }, () => raffle(token)));
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) expectFailureEnvelope(refused.body, 'promotion.raffle.claimed');
    expect(await wallet(account)).toBe(before + (won[0]!.body.value.bonusMinor as number));
  });

  it('join once', async () => {
    const { token } = await member();
    expect((await join(token)).body.value).toMatchObject({ kind: 'join', status: 'joined' });
    expectFailureEnvelope((await join(token)).body, 'promotion.join.already');
    expectFailureEnvelope((await join(token, 'welcome')).body, 'promotion.claim.invalid');
    expectFailureEnvelope((await join(token, 'lucky-draw')).body, 'promotion.claim.invalid');
  });

  it.runIf(kind === 'postgres')('two platform processes on one database: concurrent approvals credit once, concurrent draws pay once', async () => {
    const second = await startSecondProcess(t);
    try {
      const { account, token } = await member();
      const id = (await apply(token, { promotionId: 'welcome' })).body.value.id as number;
      const finance = await deskToken(t, 'finance01');
      const before = await wallet(account);
      const approvals = await Promise.all(Array.from({ length: 6 }, (_, i) => decide(finance, { id, action: 'approve', bonusAmount: '30' }, i % 2 ? second : t)));
      expect(approvals.filter((a) => a.body.success)).toHaveLength(1);
      expect(await wallet(account)).toBe(before + 3_000);
      const draws = await Promise.all(Array.from({ length: 6 }, (_, i) => raffle(token, 'lucky-draw', i % 2 ? second : t)));
      const won = draws.filter((a) => a.body.success);
      expect(won).toHaveLength(1);
      expect(await wallet(account)).toBe(before + 3_000 + (won[0]!.body.value.bonusMinor as number));
    } finally {
      await second.close();
    }
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(t);
    }, 60_000);
    const expected: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: 'in_need_true_account', member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s: list, apply, join, raffle and own applications', async (role) => {
      const list = await asRole(t, roles, role, 'GET', '/wps/promotions');
      // The list is public: a guest and another merchant's token read it without anyone's rows.
      expect(list.body.success, JSON.stringify(list.body)).toBe(true);
      const mineOnList = (list.body.value.items as { mine: unknown }[]).filter((p) => p.mine !== null);
      const applied = await asRole(t, roles, role, 'POST', '/wps/relay/MCSFE_signUpRequestReward', { promotionId: 'welcome', comment: `as ${role}` });
      const joined = await asRole(t, roles, role, 'POST', '/wps/promotions/join', { promotionId: 'cricket-cashback' });
      const drawn = await asRole(t, roles, role, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: 'lucky-draw' });
      const own = await asRole(t, roles, role, 'GET', '/wps/promotions/applications');
      const code = expected[role];
      if (code) {
        expect(mineOnList).toEqual([]);
        for (const res of [applied, joined, drawn]) expectFailureEnvelope(res.body, code);
        // Reading one's own list needs a session only: a trial account has one and sees nothing.
        if (role === 'trial') expect(own.body.value.items).toEqual([]);
        else expectFailureEnvelope(own.body, code);
        return;
      }
      for (const res of [applied, joined, drawn]) expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      // Each member sees exactly their own three rows, never another member's.
      const items = own.body.value.items as { id: number; comment: string }[];
      expect(items.map((i) => i.id).sort()).toEqual([applied.body.value.id, joined.body.value.id, drawn.body.value.id].sort());
      expect(items.find((i) => i.id === applied.body.value.id)?.comment).toBe(`as ${role}`);
    });

    it('desk: list and image for finance, support, admin; decide for finance and admin; refused for another merchant and a member token', async () => {
      const { token } = await member();
      const id = (await apply(token, { promotionId: 'welcome', images: [dataUrl(PNG)] })).body.value.id as number;
      for (const op of ['finance01', 'support01', 'admin01']) {
        const desk = await deskToken(t, op);
        expect((await t.raw('GET', '/wps/desk/promotions', { token: desk })).body.value.items.some((a: { id: number }) => a.id === id)).toBe(true);
        expect((await t.raw('GET', `/wps/desk/promotions/image?id=${id}&index=0`, { token: desk })).body.success).toBe(true);
      }
      const support = await decide(await deskToken(t, 'support01'), { id, action: 'approve', bonusAmount: '1' });
      expect(support.status).toBe(403);
      expectFailureEnvelope(support.body, 'desk.role.forbidden');
      const beta = await deskToken(t, 'finance01', 'beta');
      expect((await t.raw('GET', '/wps/desk/promotions', { token: beta, merchant: 'beta' })).body.value.items.some((a: { id: number }) => a.id === id)).toBe(false);
      expectFailureEnvelope((await t.raw('POST', '/wps/desk/promotions/decide', { token: beta, merchant: 'beta', body: { id, action: 'approve', bonusAmount: '1', idempotencyKey: actionKey() } })).body, 'not_found');
      const asMember = await t.raw('GET', '/wps/desk/promotions', { token });
      expect(asMember.status).toBeGreaterThanOrEqual(400);
      expect(asMember.status).toBeLessThan(500);
      expectFailureEnvelope(asMember.body);
      expect((await t.raw('GET', '/wps/promotions/applications', { ip: LOCAL_IP, token })).body.value.items[0]).toMatchObject({ id, status: 'applying' });
    });
  });

  // Last: the clock leaves the period (and comes back to before it), which would expire the
  // sessions and replay the desk codes of the tests above. Each member signs in at its time.
  describe('outside the period', () => {
    it('refuses applying and drawing after the end and before the start with nothing stored; the list says closed or coming soon', async () => {
      const rowsBefore = await rows();
      const entries = await promotionEntries();
      t.clock.set(Date.UTC(2027, 1, 5));
      const february = await member();
      expectFailureEnvelope((await raffle(february.token)).body, 'promotion.ended');
      const listed = (await t.raw('GET', '/wps/promotions?language=EN', { ip: LOCAL_IP })).body.value.items as { id: string; period: string; mine: unknown }[];
      expect(listed.find((p) => p.id === 'lucky-draw')).toMatchObject({ period: 'closed', mine: null });
      expect(listed.find((p) => p.id === 'welcome')).toMatchObject({ period: 'open' });

      t.clock.set(Date.UTC(2027, 6, 1));
      const july = await member();
      const ended = await apply(july.token, { promotionId: 'welcome', images: [dataUrl(PNG)] });
      expect(ended.status).toBe(409);
      expectFailureEnvelope(ended.body, 'promotion.ended');

      t.clock.set(Date.UTC(2026, 7, 31, 23, 59));
      const august = await member();
      expectFailureEnvelope((await apply(august.token, { promotionId: 'welcome' })).body, 'promotion.notStarted');
      expectFailureEnvelope((await join(august.token)).body, 'promotion.notStarted');
      const early = (await t.raw('GET', '/wps/promotions?language=EN', { ip: LOCAL_IP })).body.value.items as { id: string; period: string }[];
      expect(early.find((p) => p.id === 'lucky-draw')).toMatchObject({ period: 'comingSoon' });
      expect(early.find((p) => p.id === 'welcome')).toMatchObject({ period: 'comingSoon' });
      expect(await rows()).toBe(rowsBefore);
      expect(await promotionEntries()).toBe(entries);
    });
  });
});
