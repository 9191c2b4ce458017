// Ledger test helpers. `checkLedger` (src/platform/ledger/invariants.ts) reads the
// invariants straight from the tables, not through the store under test.
import type { Stores } from '../../src/platform/stores.ts';

export const T0 = Date.UTC(2026, 0, 1);

/** A member of `merchant` and their wallet (VND, empty). */
export async function createWallet(stores: Stores, merchant: string, username: string): Promise<number> {
  const created = await stores.members.create({
    merchant, username, passwordHash: 'h', passwordIsDefault: false, passwordChangedAt: T0, type: 0, nickname: null, mobile: null,
    email: null, payeeName: null, uplineId: null, affiliateCode: null, profile: {}, registeredAt: T0,
  });
  if (!('member' in created)) throw new Error(`creating ${username} failed`);
  return stores.ledger.account(merchant, 'member', created.member.id, 'VND');
}

export { checkLedger, type LedgerInvariantReport } from '../../src/platform/ledger/invariants.ts';

export const HEALTHY = { mismatched: [], unbalanced: [], negative: [], total: 0 };
