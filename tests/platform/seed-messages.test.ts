// The seeded expired01 (password older than passwordPolicy.expiryDays) and the unread message
// count (CSP_unreadCount) of the seeded member01.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/shared/api/index.ts';
import { expectFailureEnvelope, freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';
import { TestDatabases } from './test-databases.ts';

let t: TestPlatform;
const LOCAL = '127.0.0.1';
const DAY = 24 * 60 * 60 * 1000;

const login = async (username: string, password: string, merchant = 'alpha') => {
  const { body, headers } = await t.encrypted({ type: 'username', username, password }, merchant === 'beta' ? 'oaep-gcm' : 'des-rsa');
  const response = await t.raw('POST', '/wps/session/login', { body, headers, ip: LOCAL, merchant });
  expect(response.body.errorCode, JSON.stringify(response.body)).toBeNull();
  return response.body.value;
};

TestDatabases.describeEach('seeded expired password and unread count', ({ postgres }) => {
  beforeAll(async () => {
    t = await startTestPlatform({ postgres });
  });
  afterAll(async () => t?.close());

  describe('expired01', () => {
    it('is seeded on every merchant with a password older than the merchant\'s expiryDays', async () => {
      for (const merchant of t.platform.merchants.all) {
        const member = await t.platform.stores.members.findByUsername(merchant.code, 'expired01');
        expect(member, merchant.code).not.toBeNull();
        expect(t.clock.now() - member!.passwordChangedAt, merchant.code).toBeGreaterThan(merchant.features.passwordPolicy.expiryDays * DAY);
      }
    });

    it('logs in with passwordExpired where the policy is on, and not where it is off', async () => {
      const alpha = await login('expired01', 'Member@123');
      expect(alpha).toMatchObject({ username: 'expired01', passwordExpired: true, firstTimeLogin: false });
      expect((await login('member01', 'Member@123')).passwordExpired).toBe(false);
      expect(t.platform.merchants.byCode('beta')!.features.passwordPolicy.enabled).toBe(false);
      expect((await login('expired01', 'Member@123', 'beta')).passwordExpired).toBe(false);
      // Money waits for the change; after it the flag is gone.
      const transfer = await t.raw('POST', '/wps/relay/GCS_walletTransfer', { token: alpha.token, body: { toUsername: 'agent01', amount: '1.00', idempotencyKey: 'expired-1' } });
      expect(transfer.status).toBe(403);
      expectFailureEnvelope(transfer.body, 'password.change.required');
      const { body, headers } = await t.encrypted({ oldPassword: 'Member@123', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' });
      const changed = await t.raw('POST', '/wps/member/password', { body, headers, token: alpha.token, ip: LOCAL });
      expect(changed.body.value.passwordExpired).toBe(false);
    });
  });

  describe('CSP_unreadCount', () => {
    it('is in the call table as unreadCount: GET, token, silent', () => {
      expect(calls.unreadCount).toEqual({ method: 'GET', path: '/wps/relay/CSP_unreadCount', modId: 'MEMBER3', auth: 'member', token: true, encrypt: false, silent: true, form: false });
    });

    it('counts the session member\'s unread messages (member01 has seeded ones)', async () => {
      const member = await login('member01', 'Member@123');
      const count = async (token: string) => (await t.raw('GET', '/wps/relay/CSP_unreadCount', { token })).body.value.count as number;
      expect(await count(member.token)).toBe(2);
      const agent = await login('agent01', 'Agent@123');
      expect(await count(agent.token)).toBe(0);
      const id = (await t.platform.stores.members.findByUsername('alpha', 'member01'))!.id;
      await t.platform.stores.messages.add({ merchant: 'alpha', memberId: id, title: 'New', content: 'x', createdAt: t.clock.now() });
      expect(await count(member.token)).toBe(3);
      // Through the real client as well, and per merchant.
      const client = t.client({ token: () => member.token });
      expect(await client.call('unreadCount')).toEqual({ count: 3 });
      const beta = await login('member01', 'Member@123', 'beta');
      expect((await t.raw('GET', '/wps/relay/CSP_unreadCount', { token: beta.token, merchant: 'beta' })).body.value.count).toBe(2);
    });

    it('gives trial accounts 0 and needs a session', async () => {
      const trial = await login('trial01', 'Trial@123');
      const response = await t.raw('GET', '/wps/relay/CSP_unreadCount', { token: trial.token });
      expect(response.status).toBe(200);
      expect(response.body.value).toEqual({ count: 0 });
      const anonymous = await t.raw('GET', '/wps/relay/CSP_unreadCount', { ip: freshIp() });
      expect(anonymous.status).toBe(401);
      expectFailureEnvelope(anonymous.body, 'CUSTOMER_NOT_LOGIN');
    });

    it('seeding twice adds no second copy of the messages', async () => {
      const { seedMerchant } = await import('../../src/platform/seed.ts');
      const merchant = t.platform.merchants.byCode('beta')!;
      await seedMerchant(t.platform.stores, merchant, t.clock.now());
      const id = (await t.platform.stores.members.findByUsername('beta', 'member01'))!.id;
      expect(await t.platform.stores.messages.unreadCount('beta', id)).toBe(2);
    });
  });
});
