// Shared steps of the transfer tests: a team of fresh accounts (agent -> sub-agent -> player,
// agent -> member), a transaction password, and request keys.
import { randomBytes } from 'node:crypto';
import { newAccount, tokenOf, type TestAccount } from './accounts.ts';
import type { TestPlatform } from './helpers.ts';
import { call, PAY_PASSWORD } from './withdrawal-helpers.ts';

export const key = (): string => `tr-${randomBytes(6).toString('hex')}`;

export async function setUpline(tp: TestPlatform, memberId: number, uplineId: number | null): Promise<void> {
  await tp.platform.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [memberId, uplineId]);
}

export async function withPaymentPassword(tp: TestPlatform, account: TestAccount): Promise<string> {
  const token = await tokenOf(tp, account);
  const set = await call(tp, token, 'POST', '/wps/member/paymentPassword', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD }, account.merchant);
  if (!set.body.success) throw new Error(`payment password of ${account.username}: ${JSON.stringify(set.body)}`);
  return token;
}

export interface Team {
  agent: TestAccount;
  subAgent: TestAccount;
  player: TestAccount;
  member: TestAccount;
}

/** agent (type 1) -> subAgent (type 2) -> player; agent -> member. Each starts with `creditMinor`. */
export async function newTeam(tp: TestPlatform, creditMinor: number): Promise<Team> {
  const agent = await newAccount(tp, { type: 1, creditMinor });
  const subAgent = await newAccount(tp, { type: 2, creditMinor });
  const player = await newAccount(tp, { creditMinor });
  const member = await newAccount(tp, { creditMinor });
  await setUpline(tp, subAgent.id, agent.id);
  await setUpline(tp, player.id, subAgent.id);
  await setUpline(tp, member.id, agent.id);
  return { agent, subAgent, player, member };
}

export async function walletBalance(tp: TestPlatform, account: TestAccount): Promise<number> {
  const currency = tp.platform.merchants.byCode(account.merchant)!.currency.code;
  return tp.platform.stores.ledger.balance(await tp.platform.stores.ledger.account(account.merchant, 'member', account.id, currency));
}
