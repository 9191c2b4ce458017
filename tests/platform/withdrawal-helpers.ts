// Shared steps of the withdrawal tests: a logged-in member with a transaction password, a bound
// payout account and a known balance; money read straight from the ledger.
import type { TestPlatform } from './helpers.ts';

export const PAY_PASSWORD = 'Pay@12345';
export const REAL_NAME = 'Rahim Uddin';

/** A tiny real PNG and a PDF renamed to .png (same name, other bytes). */
export const PNG_PROOF = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const PDF_AS_PNG = `data:image/png;base64,${Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF').toString('base64')}`;

export async function tokenOf(tp: TestPlatform, username: string, password = 'Member@123', merchant = 'alpha'): Promise<string> {
  const response = await tp.login(username, password, { merchant, ip: '127.0.0.1' });
  const token = response.body.value?.token as string | undefined;
  if (!token) throw new Error(`login ${username} failed: ${JSON.stringify(response.body)}`);
  return token;
}

export const call = <T = any>(tp: TestPlatform, token: string | null, method: string, path: string, body?: unknown, merchant = 'alpha') =>
  tp.raw<T>(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}), merchant });

export async function walletOf(tp: TestPlatform, username: string, merchant = 'alpha'): Promise<{ memberId: number; wallet: number; hold: number }> {
  const member = await tp.platform.stores.members.findByUsername(merchant, username);
  if (!member) throw new Error(`no member ${username}`);
  const currency = tp.platform.merchants.byCode(merchant)!.currency.code;
  return {
    memberId: member.id,
    wallet: await tp.platform.stores.ledger.account(merchant, 'member', member.id, currency),
    hold: await tp.platform.stores.ledger.account(merchant, 'hold', member.id, currency),
  };
}

export const balanceOf = (tp: TestPlatform, accountId: number) => tp.platform.stores.ledger.balance(accountId);

/** Sets the wallet to exactly `minor` (moving the difference to or from the house). */
export async function setBalance(tp: TestPlatform, username: string, minor: number, merchant = 'alpha'): Promise<void> {
  const { wallet } = await walletOf(tp, username, merchant);
  const current = await balanceOf(tp, wallet);
  if (current === minor) return;
  const currency = tp.platform.merchants.byCode(merchant)!.currency.code;
  const house = await tp.platform.stores.ledger.account(merchant, 'house', null, currency);
  await tp.platform.stores.ledger.post({
    merchant, idempotencyKey: `test-balance:${username}:${Math.random()}`, kind: 'test', at: tp.clock.now(),
    entries: [{ accountId: house, amount: current - minor }, { accountId: wallet, amount: minor - current }],
  });
}

/** Transaction password and one bound e-wallet; returns the account id. */
export async function readyToWithdraw(tp: TestPlatform, token: string, merchant = 'alpha'): Promise<number> {
  const set = await call(tp, token, 'POST', '/wps/member/paymentPassword', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD }, merchant);
  if (!set.body.success && set.body.errorCode !== 'paymentPassword.exists') throw new Error(JSON.stringify(set.body));
  const list = await call(tp, token, 'GET', '/wps/member/payoutAccounts', undefined, merchant);
  if (list.body.value.accounts[0]) return list.body.value.accounts[0].id as number;
  const provider = list.body.value.providers[0].code as string;
  const added = await call(tp, token, 'POST', '/wps/member/payoutAccounts', { provider, accountNumber: '01712345678', holderName: list.body.value.realName ?? REAL_NAME }, merchant);
  if (!added.body.success) throw new Error(JSON.stringify(added.body));
  return added.body.value.id as number;
}

let keyCounter = 0;
export const requestKey = (): string => `rk-${process.pid}-${Date.now()}-${(keyCounter += 1)}`;

export const withdraw = (tp: TestPlatform, token: string, accountId: number, amount: string, extra: Record<string, unknown> = {}, merchant = 'alpha') =>
  call(tp, token, 'POST', '/wps/member/withdraw', { amount, payoutAccountId: accountId, paymentPassword: PAY_PASSWORD, requestKey: requestKey(), ...extra }, merchant);

export const desk = (tp: TestPlatform, id: number, action: string, extra: Record<string, unknown> = {}, merchant = 'alpha') =>
  call(tp, null, 'POST', '/dev/withdrawals/action', { id, action, ...extra }, merchant);
