// Shared steps of the points-mall tests: encrypted redeem and convert calls (the spec's
// passwordCheck/... calls), settled game rounds written as the games area writes them, and the
// member's points, stock and wallet read straight from the database.
import { randomBytes } from 'node:crypto';
import type { TestPlatform } from './helpers.ts';
import type { TestAccount } from './accounts.ts';
import { LOCAL_IP } from './accounts.ts';

export const PAY_PASSWORD = 'Pay@12345';
export const requestKey = (): string => `pk-${randomBytes(8).toString('hex')}`;

/** Sets the account's transaction password through the platform's own call. */
export async function setPayPassword(t: TestPlatform, token: string, merchant = 'alpha'): Promise<void> {
  const set = await t.raw('POST', '/wps/member/paymentPassword', { token, merchant, ip: LOCAL_IP, body: { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD } });
  if (!set.body.success) throw new Error(JSON.stringify(set.body));
}

export async function encryptedCall(t: TestPlatform, token: string | null, path: string, payload: Record<string, unknown>, merchant = 'alpha') {
  const { body, headers } = await t.encrypted(payload, merchant === 'beta' ? 'oaep-gcm' : 'des-rsa');
  return t.raw('POST', path, { body, headers, merchant, ip: LOCAL_IP, ...(token ? { token } : {}) });
}

export const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
export const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';

export const redeemCall = (t: TestPlatform, token: string | null, body: Record<string, unknown>) =>
  encryptedCall(t, token, REDEEM, { paymentPassword: PAY_PASSWORD, requestKey: requestKey(), quantity: 1, ...body });
export const convertCall = (t: TestPlatform, token: string | null, body: Record<string, unknown>) =>
  encryptedCall(t, token, CONVERT, { paymentPassword: PAY_PASSWORD, requestKey: requestKey(), ...body });

let roundNo = 0;
/** A round as the demo provider leaves it: settled (balance_after set) unless `settled` is false. */
export async function playedRound(t: TestPlatform, account: TestAccount, o: { bet: number; gameType: string | null; demo?: boolean; settled?: boolean }): Promise<void> {
  roundNo += 1;
  await t.platform.db.query(
    `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
     VALUES ($1, $2, $3, 1, $4, $5, 0, '{}', $6, $7, $8)`,
    [account.merchant, account.id, `round-${roundNo}-${randomBytes(4).toString('hex')}`, o.demo ?? false, o.bet, o.settled === false ? null : 0, t.clock.now() + roundNo, o.gameType],
  );
}

export const pointsOf = (t: TestPlatform, account: TestAccount) => t.platform.stores.pointMall.balance(account.merchant, account.id);

export async function stockOf(t: TestPlatform, productId: string, merchant = 'alpha'): Promise<number> {
  const rows = await t.platform.db.query<{ stock: unknown }>('SELECT stock FROM points_stock WHERE merchant = $1 AND product_id = $2', [merchant, productId]);
  return Number(rows[0]?.stock ?? -1);
}

export async function walletOf(t: TestPlatform, account: TestAccount): Promise<number> {
  const currency = t.platform.merchants.byCode(account.merchant)!.currency.code;
  return t.platform.stores.ledger.balance(await t.platform.stores.ledger.account(account.merchant, 'member', account.id, currency));
}
