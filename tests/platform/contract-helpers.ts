// Agent contract tests: a fresh chain of agents per test (top-level <- mid <- low, and an outsider
// agent), the desk's offer to the top one, and tier tables for each contract type.
import { expect } from 'vitest';
import { newAccount, tokenOf, LOCAL_IP, type TestAccount } from './accounts.ts';
import { actionKey } from './desk-helpers.ts';
import type { TestPlatform } from './helpers.ts';
import type { ContractTier, ContractType } from '../../src/shared/contract-rules.ts';

export interface Agent extends TestAccount { token: string }

export async function agentBelow(t: TestPlatform, upline: TestAccount | null, type = 2): Promise<Agent> {
  const account = await newAccount(t, { type, creditMinor: 10_000 });
  if (upline) await t.platform.db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [upline.id, account.id]);
  return { ...account, token: await tokenOf(t, account) };
}

/** top (type 1, no upline) -> mid -> low, and an outsider agent of its own. */
export async function agentChain(t: TestPlatform) {
  const top = await agentBelow(t, null, 1);
  const mid = await agentBelow(t, top);
  const low = await agentBelow(t, mid);
  const outsider = await agentBelow(t, null, 1);
  return { top, mid, low, outsider };
}

/** A tier table rising level by level with these top rates (one tier per rate). */
export function tiers(type: ContractType, rates: number[]): ContractTier[] {
  return rates.map((rate, i) => {
    const step = (i + 1) * 100_000;
    switch (type) {
      case 'dividend': return { validBetMinor: step * 10, profitLossMinor: step, activeMembers: 5 * (i + 1), rate };
      case 'realTimeSalary': return { singleBetMinor: step, lossRate: rate, profitRate: rate / 2 };
      default: return { teamBetMinor: step * 10, activeMembers: 5 * (i + 1), rate };
    }
  });
}

export const call = (t: TestPlatform, token: string | null, method: string, path: string, body?: unknown) =>
  t.raw(method, path, { ip: LOCAL_IP, merchant: 'alpha', ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });

export const offer = (t: TestPlatform, from: Agent, to: Agent, type: ContractType, rates: number[], period: string | undefined = type === 'dividend' ? 'monthly' : undefined) =>
  call(t, from.token, 'POST', '/wps/agent/contract/offer', { username: to.username, type, tiers: tiers(type, rates), ...(period ? { period } : {}) });

export const decide = (t: TestPlatform, who: Agent, id: number, decision: string, agreeDownlineTermination?: boolean) =>
  call(t, who.token, 'POST', '/wps/agent/contract/decide', { id, decision, ...(agreeDownlineTermination === undefined ? {} : { agreeDownlineTermination }) });

/** The desk (admin01) offers the top-level agent a contract, which it accepts. */
export async function deskContract(t: TestPlatform, deskToken: string, top: Agent, type: ContractType, rates: number[]): Promise<number> {
  const response = await call(t, deskToken, 'POST', '/wps/desk/contract/offer', {
    username: top.username, type, tiers: tiers(type, rates), idempotencyKey: actionKey(), ...(type === 'dividend' ? { period: 'monthly' } : {}),
  });
  expect(response.body.success, JSON.stringify(response.body)).toBe(true);
  const id = response.body.value.contract.id as number;
  const accepted = await decide(t, top, id, 'accept');
  expect(accepted.body.value?.status, JSON.stringify(accepted.body)).toBe('active');
  return id;
}

/** An offer from `from` that `to` accepts; answers the contract id. */
export async function signed(t: TestPlatform, from: Agent, to: Agent, type: ContractType, rates: number[]): Promise<number> {
  const offered = await offer(t, from, to, type, rates);
  expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
  const id = offered.body.value.id as number;
  expect((await decide(t, to, id, 'accept')).body.value?.status).toBe('active');
  return id;
}
