// Settlement tests: contracts signed with tier tables of the test's own, players under agents, and
// rounds written as the game provider writes them, so each test computes what a period earns.
import { expect } from 'vitest';
import { newAccount, type TestAccount } from './accounts.ts';
import { actionKey } from './desk-helpers.ts';
import type { TestPlatform } from './helpers.ts';
import { call, decide, type Agent } from './contract-helpers.ts';
import type { ContractTier, ContractType } from '../../src/shared/contract-rules.ts';

/** The desk offers `top` this contract and `top` accepts it; answers its id. */
export async function deskSigned(t: TestPlatform, deskToken: string, top: Agent, type: ContractType, tiers: ContractTier[], period?: string): Promise<number> {
  const offered = await call(t, deskToken, 'POST', '/wps/desk/contract/offer', { username: top.username, type, tiers, idempotencyKey: actionKey(), ...(period ? { period } : {}) });
  expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
  const id = offered.body.value.contract.id as number;
  expect((await decide(t, top, id, 'accept')).body.value?.status).toBe('active');
  return id;
}

/** A player (type 0) below `upline`. */
export async function playerBelow(t: TestPlatform, upline: { id: number }): Promise<TestAccount> {
  const p = await newAccount(t, {});
  await t.platform.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [upline.id, p.id]);
  return p;
}

export interface Round {
  member: { id: number };
  bet: number;
  win: number;
  at: number;
  settled?: boolean;
  demo?: boolean;
}

let seq = 0;
/** Rounds as the provider records them (settled: balance_after set). */
export async function seedRounds(t: TestPlatform, rounds: Round[], merchant = 'alpha'): Promise<void> {
  for (const r of rounds) {
    seq += 1;
    await t.platform.db.query(
      `INSERT INTO game_rounds (merchant, member_id, round_id, game_id, demo, bet, win, outcome, balance_after, created_at, game_type)
       VALUES ($1, $2, $3, 1, $4, $5, $6, '{}', $7, $8, 'RNG')`,
      [merchant, r.member.id, `settle-${process.pid}-${seq}-${Math.random().toString(36).slice(2)}`, r.demo ?? false, r.bet, r.win, r.settled === false ? null : 0, r.at],
    );
  }
}

export const walletBalance = async (t: TestPlatform, memberId: number, merchant = 'alpha'): Promise<number> => {
  const currency = t.platform.merchants.byCode(merchant)!.currency.code;
  return t.platform.stores.ledger.balance(await t.platform.stores.ledger.account(merchant, 'member', memberId, currency));
};

export const runAt = (t: TestPlatform, asOf: number, contractId?: number) =>
  call(t, null, 'POST', '/dev/settlement/run', { asOf, ...(contractId !== undefined ? { contractId } : {}) });

export const income = (t: TestPlatform, token: string, query = '') => call(t, token, 'GET', `/wps/agent/income${query}`);
