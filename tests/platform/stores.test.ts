// The SQL stores, against embedded PGlite and (when TEST_DATABASE_URL is set) a PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createStores, type Stores } from '../../src/platform/stores.ts';
import type { NewMember } from '../../src/platform/features/members/store.ts';
import { openTestDatabase } from './db-helpers.ts';
import { TestDatabases } from './test-databases.ts';

const T0 = Date.UTC(2026, 0, 1);

const newMember = (overrides: Partial<NewMember> = {}): NewMember => ({
  merchant: 'm1', username: 'alice01', passwordHash: 'h', passwordIsDefault: false, passwordChangedAt: T0, type: 0,
  nickname: null, mobile: null, email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: T0,
  ...overrides,
});

TestDatabases.describeEach('stores', ({ id: kind }) => {
  let db: Database;
  let stores: Stores;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await openTestDatabase(kind));
    stores = createStores(db);
  });
  afterAll(async () => cleanup());

  it('migrations are applied once', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  describe('members', () => {
    it('creates, finds case-insensitively, and refuses a second username or mobile', async () => {
      const created = await stores.members.create(newMember({ username: 'Bob001', mobile: '0900000001', profile: { zalo: '1' } }));
      expect('member' in created && created.member.username).toBe('Bob001');
      expect((await stores.members.findByUsername('m1', 'BOB001'))?.profile).toEqual({ zalo: '1' });
      expect(await stores.members.create(newMember({ username: 'bob001' }))).toEqual({ conflict: 'username' });
      expect(await stores.members.create(newMember({ username: 'carol01', mobile: '0900000001' }))).toEqual({ conflict: 'mobile' });
      // Same username on another merchant is a different account.
      expect('member' in (await stores.members.create(newMember({ merchant: 'm2', username: 'bob001' })))).toBe(true);
    });

    it('twenty concurrent creates of one username make one row', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => stores.members.create(newMember({ username: 'race01' }))));
      expect(results.filter((r) => 'member' in r)).toHaveLength(1);
      expect(await stores.members.countByUsername('m1', 'race01')).toBe(1);
    });

    it('stores SQL metacharacters as data', async () => {
      const name = "x'); DROP TABLE members; --";
      const created = await stores.members.create(newMember({ username: name }));
      expect('member' in created).toBe(true);
      expect((await stores.members.findByUsername('m1', name))?.username).toBe(name);
    });

    it('keeps IPs, identities, password and first login', async () => {
      const created = await stores.members.create(newMember({ username: 'dave01' }));
      if (!('member' in created)) throw new Error('create failed');
      const id = created.member.id;
      expect(await stores.members.isKnownIp(id, '10.0.0.1')).toBe(false);
      await stores.members.addIp(id, '10.0.0.1', T0);
      await stores.members.addIp(id, '10.0.0.1', T0);
      expect(await stores.members.isKnownIp(id, '10.0.0.1')).toBe(true);
      await stores.members.linkIdentity('google', 'sub-1', id);
      expect((await stores.members.findByIdentity('google', 'sub-1'))?.id).toBe(id);
      await stores.members.setPassword(id, 'h2', true, T0 + 5);
      expect(await stores.members.findById(id)).toMatchObject({ passwordHash: 'h2', passwordIsDefault: true, passwordChangedAt: T0 + 5 });
      expect(await stores.members.markFirstLogin(id, T0 + 10)).toBe(T0 + 10);
      expect(await stores.members.markFirstLogin(id, T0 + 20)).toBe(T0 + 10);
    });
  });

  describe('sessions', () => {
    it('creates, touches, revokes one and revokes all', async () => {
      const created = await stores.members.create(newMember({ username: 'erin01' }));
      if (!('member' in created)) throw new Error('create failed');
      const memberId = created.member.id;
      await stores.sessions.create({ tokenHash: 'a', memberId, merchant: 'm1', ip: '1.1.1.1', createdAt: T0 });
      await stores.sessions.create({ tokenHash: 'b', memberId, merchant: 'm1', ip: '1.1.1.1', createdAt: T0 });
      await stores.sessions.touch('a', T0 + 100);
      expect((await stores.sessions.find('a'))?.lastSeenAt).toBe(T0 + 100);
      await stores.sessions.revoke('a', T0 + 200);
      expect((await stores.sessions.find('a'))?.revokedAt).toBe(T0 + 200);
      expect(await stores.sessions.revokeAllForMember(memberId, T0 + 300)).toBe(1);
      expect((await stores.sessions.find('b'))?.revokedAt).toBe(T0 + 300);
      expect(await stores.sessions.find('zzz')).toBeNull();
    });
  });

  describe('captcha', () => {
    it('is single use, bound to the client, and expires', async () => {
      await stores.captcha.create('m1', 'ip:1', 'AB3CD', T0);
      expect(await stores.captcha.consume('m1', 'ip:2', 'AB3CD', T0 + 1, 60_000)).toBe('missing');
      expect(await stores.captcha.consume('m1', 'ip:1', 'ab3cd', T0 + 1, 60_000)).toBe('ok');
      expect(await stores.captcha.consume('m1', 'ip:1', 'AB3CD', T0 + 2, 60_000)).toBe('missing');
      await stores.captcha.create('m1', 'ip:1', 'ZZ9ZZ', T0);
      expect(await stores.captcha.consume('m1', 'ip:1', 'WRONG', T0 + 1, 60_000)).toBe('wrong');
      expect(await stores.captcha.consume('m1', 'ip:1', 'ZZ9ZZ', T0 + 2, 60_000)).toBe('missing');
      await stores.captcha.create('m1', 'ip:1', 'OLD22', T0);
      expect(await stores.captcha.consume('m1', 'ip:1', 'OLD22', T0 + 61_000, 60_000)).toBe('missing');
    });

    it('counts recent login failures', async () => {
      await stores.captcha.recordLoginFailure('m1', 'frank', T0);
      await stores.captcha.recordLoginFailure('m1', 'frank', T0 + 10);
      expect(await stores.captcha.loginFailuresSince('m1', 'frank', T0 + 5)).toBe(1);
      await stores.captcha.clearLoginFailures('m1', 'frank');
      expect(await stores.captcha.loginFailuresSince('m1', 'frank', 0)).toBe(0);
    });
  });

  describe('sms', () => {
    it('accepts the newest code once, for its number and purpose only', async () => {
      await stores.sms.send('m1', '0911', 'login', '111111', T0, T0 + 300_000);
      await stores.sms.send('m1', '0911', 'login', '222222', T0 + 1, T0 + 300_001);
      expect(await stores.sms.verify('m1', '0911', 'register', '222222', T0 + 2, 5)).toBe('missing');
      expect(await stores.sms.verify('m1', '0912', 'login', '222222', T0 + 2, 5)).toBe('missing');
      expect(await stores.sms.verify('m1', '0911', 'login', '111111', T0 + 2, 5)).toBe('invalid');
      expect(await stores.sms.verify('m1', '0911', 'login', '222222', T0 + 2, 5)).toBe('ok');
      expect(await stores.sms.verify('m1', '0911', 'login', '222222', T0 + 3, 5)).toBe('used');
      expect((await stores.sms.latest('m1', { mobile: '0911' }, 5)).map((m) => [m.code, m.used])).toEqual([['222222', true], ['111111', false]]);
    });

    it('expires and limits attempts', async () => {
      await stores.sms.send('m1', '0921', 'forgotPassword', '333333', T0, T0 + 1000);
      expect(await stores.sms.verify('m1', '0921', 'forgotPassword', '333333', T0 + 1000, 5)).toBe('expired');
      await stores.sms.send('m1', '0922', 'forgotPassword', '444444', T0, T0 + 60_000);
      for (let i = 0; i < 3; i += 1) expect(await stores.sms.verify('m1', '0922', 'forgotPassword', '000000', T0, 3)).toBe('invalid');
      expect(await stores.sms.verify('m1', '0922', 'forgotPassword', '444444', T0, 3)).toBe('tooManyAttempts');
    });
  });

  describe('rate limits', () => {
    const rule = { minIntervalMs: 1000, windowMs: 60_000, max: 3, blockMs: 300_000 };
    it('enforces the minimum interval, then blocks for blockMs over budget', async () => {
      expect((await stores.rateLimits.hit('k1', rule, T0)).allowed).toBe(true);
      expect(await stores.rateLimits.hit('k1', rule, T0 + 500)).toEqual({ allowed: false, retryAfterMs: 500 });
      expect((await stores.rateLimits.hit('k1', rule, T0 + 1500)).allowed).toBe(true);
      expect(await stores.rateLimits.hit('k1', rule, T0 + 3000)).toEqual({ allowed: false, retryAfterMs: 300_000 });
      expect(await stores.rateLimits.blockedFor('k1', T0 + 4000)).toBe(299_000);
      expect((await stores.rateLimits.hit('k1', rule, T0 + 299_000)).allowed).toBe(false);
      expect((await stores.rateLimits.hit('k1', rule, T0 + 303_001)).allowed).toBe(true);
    });

    it('counts concurrent hits exactly', async () => {
      const loose = { windowMs: 60_000, max: 5, blockMs: 1000 };
      const results = await Promise.all(Array.from({ length: 8 }, () => stores.rateLimits.hit('k2', loose, T0)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });

  describe('announcements', () => {
    it('lists live notices of a merchant for a language, newest first', async () => {
      const base = { title: 't', content: '<p>c</p>', endsAt: null };
      await stores.announcements.add('m1', { ...base, kind: 'player', language: null, title: 'all', startsAt: T0 });
      await stores.announcements.add('m1', { ...base, kind: 'player', language: 'EN', title: 'en', startsAt: T0 + 1 });
      await stores.announcements.add('m1', { ...base, kind: 'popup', language: 'BN', title: 'bn', startsAt: T0 });
      await stores.announcements.add('m1', { ...base, kind: 'player', language: null, title: 'later', startsAt: T0 + 10_000 });
      await stores.announcements.add('m1', { ...base, kind: 'player', language: null, title: 'over', startsAt: T0, endsAt: T0 + 5 });
      await stores.announcements.add('m2', { ...base, kind: 'player', language: null, title: 'other', startsAt: T0 });
      const titles = async (language: string, kinds: ('player' | 'popup')[]) =>
        (await stores.announcements.live('m1', language, kinds, T0 + 100)).map((a) => a.title);
      expect(await titles('EN', ['player', 'popup'])).toEqual(['en', 'all']);
      expect(await titles('BN', ['player', 'popup'])).toEqual(['bn', 'all']);
      expect(await titles('BN', ['popup'])).toEqual(['bn']);
    });
  });

  describe('settings', () => {
    it('keeps one key material under concurrent first use', async () => {
      let made = 0;
      const values = await Promise.all(Array.from({ length: 5 }, () => stores.settings.keyMaterial('k', async () => ({ n: ++made }), T0)));
      expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
      await stores.settings.setMerchantSetting('m1', 'maintenance', { enabled: true });
      await stores.settings.setMerchantSetting('m1', 'maintenance', { enabled: false });
      expect(await stores.settings.merchantSettings('m1')).toEqual({ maintenance: { enabled: false } });
    });
  });
});
