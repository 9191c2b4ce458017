// Fresh accounts for API tests that change an account for good (a self-exclusion, a bound
// number): created through the platform's own stores on the running test platform, with a
// wallet credited from the house and loopback as a known IP (no SMS step at login).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword, passwordHashCost } from '../../src/platform/security/passwords.ts';
import type { TestPlatform } from './helpers.ts';

export const LOCAL_IP = '127.0.0.1';

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  merchant: string;
}

// Made once per cost (tests/setup/password-cost.ts; a file may go back to the real cost): a vitest
// worker runs many files in turn, and a file checking the real parameters must not get the cheap hash.
const cachedHashes = new Map<string, Promise<string>>();
const testHash = (): Promise<string> => {
  const cost = passwordHashCost();
  let hash = cachedHashes.get(cost);
  if (!hash) cachedHashes.set(cost, (hash = hashPassword('Tester@123')));
  return hash;
};

export async function newAccount(t: TestPlatform, o: { merchant?: string; type?: number; creditMinor?: number; mobile?: string | null; email?: string | null } = {}): Promise<TestAccount> {
  const merchant = o.merchant ?? 'alpha';
  const stores = t.platform.stores;
  const now = t.clock.now();
  const username = `t${randomBytes(5).toString('hex')}`;
  const created = await stores.members.create({
    merchant, username, passwordHash: await testHash(), passwordIsDefault: false, passwordChangedAt: now, type: o.type ?? 0,
    nickname: username, mobile: o.mobile ?? null, email: o.email ?? null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: now,
  });
  if (!('member' in created)) throw new Error(`account ${username} not created`);
  const { member } = created;
  await stores.members.addIp(member.id, LOCAL_IP, now);
  const currency = t.platform.merchants.byCode(merchant)?.currency.code ?? 'BDT';
  const wallet = await stores.ledger.account(merchant, 'member', member.id, currency);
  if (o.creditMinor) {
    const house = await stores.ledger.account(merchant, 'house', null, currency);
    await stores.ledger.post({ merchant, idempotencyKey: `test-credit:${member.id}`, kind: 'seed_credit', entries: [{ accountId: house, amount: -o.creditMinor }, { accountId: wallet, amount: o.creditMinor }], at: now });
  }
  return { id: member.id, username, password: 'Tester@123', merchant };
}

/** A session token of the account (logged in from loopback). */
export async function tokenOf(t: TestPlatform, account: Pick<TestAccount, 'username' | 'password' | 'merchant'>): Promise<string> {
  const login = await t.login(account.username, account.password, { ip: LOCAL_IP, merchant: account.merchant });
  expect(login.body.success, JSON.stringify(login.body)).toBe(true);
  return login.body.value.token as string;
}
