// A member's deposit made and paid as the provider's signed callback pays it: what tests that need
// a first deposit or a deposit total (missions, the reward centre) do before their own steps.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { callbackText, hmac, providerKey } from '../../src/platform/payments/signing.ts';
import { LOCAL_IP } from './accounts.ts';
import type { TestPlatform } from './helpers.ts';

/** Makes a bkash deposit of `amount` for the member on merchant alpha and has the provider pay it. */
export async function paidDeposit(t: TestPlatform, token: string, amount: string): Promise<void> {
  const made = await t.raw('POST', '/wps/member/deposit', { ip: LOCAL_IP, token, body: { channel: 'bkash', amount, requestKey: `dk-${randomBytes(6).toString('hex')}`, returnUrl: 'http://alpha.localhost/member' } });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const fields = { depositId: made.body.value.deposit.id, amountMinor: made.body.value.deposit.amountMinor, currency: 'BDT', outcome: 'paid' as const, providerRef: 'RP-t', nonce: randomBytes(12).toString('hex'), timestamp: t.clock.now() };
  const secret = await providerKey(t.platform.stores.settings, 'alpha', t.clock.now());
  const paid = await t.raw('POST', '/wps/deposit/callback', { body: { ...fields, signature: hmac(secret, callbackText('alpha', fields)) } });
  expect(paid.body.success, JSON.stringify(paid.body)).toBe(true);
}
