// The role matrix every new member call is tested in (TEAM.md): a guest, a trial account, a
// member, another member, an agent and another merchant's member, each with the token it would
// send to merchant `alpha` (null = none). Each real account is fresh, so a test may change it.
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import type { TestPlatform } from './helpers.ts';

export type Role = 'guest' | 'trial' | 'member' | 'anotherMember' | 'agent' | 'anotherMerchant';
export const ROLES: readonly Role[] = ['guest', 'trial', 'member', 'anotherMember', 'agent', 'anotherMerchant'];

export interface RoleSet {
  token: Record<Role, string | null>;
  account: Record<Exclude<Role, 'guest'>, TestAccount>;
}

export async function roleSet(t: TestPlatform): Promise<RoleSet> {
  const account = {
    trial: await newAccount(t, { type: 4 }),
    member: await newAccount(t, { creditMinor: 100_000 }),
    anotherMember: await newAccount(t, { creditMinor: 100_000 }),
    agent: await newAccount(t, { type: 1, creditMinor: 100_000 }),
    anotherMerchant: await newAccount(t, { merchant: 'beta', creditMinor: 100_000 }),
  };
  const token: Record<Role, string | null> = { guest: null, trial: '', member: '', anotherMember: '', agent: '', anotherMerchant: '' };
  for (const role of Object.keys(account) as (keyof typeof account)[]) token[role] = await tokenOf(t, account[role]);
  return { token, account };
}

/** A call as `role` makes it to merchant alpha (another merchant's member sends its own token there). */
export function asRole(t: TestPlatform, roles: RoleSet, role: Role, method: string, path: string, body?: unknown) {
  const token = roles.token[role];
  return t.raw(method, path, { ip: LOCAL_IP, merchant: 'alpha', ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
}
