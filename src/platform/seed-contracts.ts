/**
 * Demo contracts, so the agent centre's contract pages show something on a fresh
 * `npm start`: the desk gives agent01 (a top-level agent) one contract of each type, and agent01
 * shares each with its downline agent agent02, left in different states (signed, waiting for
 * agent02, a change asked for). Made through the same rules as the live calls; a type agent01
 * already holds is left alone, so re-running changes nothing.
 */
import type { Clock } from './clock.ts';
import type { Merchant } from './merchants.ts';
import { decideContract, offerContract, requestOnContract, type ContractActor } from './features/agent-contracts/index.ts';
import type { Stores } from './stores.ts';
import type { ContractTier, ContractType } from '../shared/contract-rules.ts';

const HOUR = 60 * 60 * 1000;

/** Two tiers rising level by level; `scale` the currency's minor units per major unit. */
function demoTiers(type: ContractType, scale: number, rates: [number, number]): ContractTier[] {
  return rates.map((rate, i) => {
    const level = i + 1;
    switch (type) {
      case 'dividend': return { validBetMinor: 50_000 * level * scale, profitLossMinor: 5_000 * level * scale, activeMembers: 5 * level, rate };
      case 'realTimeSalary': return { singleBetMinor: 100 * level * scale, lossRate: rate, profitRate: rate / 2 };
      default: return { teamBetMinor: 10_000 * level * scale, activeMembers: 3 * level, rate };
    }
  });
}

/** What agent01 gives agent02 of each type, and where it leaves it. */
const PLAN: { type: ContractType; own: [number, number]; given: [number, number]; leave: 'active' | 'offered' | 'newContract' }[] = [
  { type: 'dividend', own: [20, 30], given: [15, 25], leave: 'active' },
  { type: 'dailySalary', own: [1, 2], given: [0.5, 1.5], leave: 'active' },
  { type: 'hourlySalary', own: [0.5, 1], given: [0.3, 0.8], leave: 'offered' },
  { type: 'realTimeSalary', own: [0.8, 1.2], given: [0.5, 1], leave: 'newContract' },
];

export async function seedContracts(stores: Stores, merchant: Merchant, now: number): Promise<void> {
  const top = await stores.members.findByUsername(merchant.code, 'agent01');
  const low = await stores.members.findByUsername(merchant.code, 'agent02');
  if (!top || !low) return;
  const { held } = await stores.contracts.forMember(merchant.code, top.id);
  const scale = 10 ** merchant.currency.decimals;
  // Each step a little later, so the history reads in order; all within the last two days.
  let at = now - 48 * HOUR;
  const clock: Clock = { now: () => (at += 7 * 60_000) };
  const desk: ContractActor = { kind: 'operator', name: 'admin01' };
  const agent = (m: { id: number; username: string }): ContractActor => ({ kind: 'member', id: m.id, name: m.username, language: null });
  for (const plan of PLAN) {
    if (held.some((c) => c.type === plan.type)) continue;
    const period = plan.type === 'dividend' ? 'monthly' : null;
    const base = { merchant: merchant.code, type: plan.type, period } as const;
    const own = await offerContract(stores.contracts, clock, desk, { ...base, holderId: top.id, tiers: demoTiers(plan.type, scale, plan.own) });
    await decideContract(stores.contracts, clock, agent(top), merchant.code, own.id, 'accept', false);
    const given = await offerContract(stores.contracts, clock, agent(top), { ...base, holderId: low.id, tiers: demoTiers(plan.type, scale, plan.given) });
    if (plan.leave === 'offered') continue;
    await decideContract(stores.contracts, clock, agent(low), merchant.code, given.id, 'accept', false);
    if (plan.leave === 'newContract') await requestOnContract(stores.contracts, clock, agent(low), merchant.code, given.id, 'newContract', plan.own[1]);
  }
}
