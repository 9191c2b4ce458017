/**
 * contract against the reference platform: each path gets a fresh chain top -> holder -> low. The
 * holder holds an earlier version at the model's downline rate and gave `low` a contract at that
 * rate; top (whose own contract the desk gave) then offers the version the path starts on. The
 * machine runs with the portal's own actors (features/contracts/actors.ts) as the holder; what the
 * upline does (grant or refuse a request, a new offer) the harness does on the platform, and the
 * event the machine gets comes from the holder's view of the contract (`platformEvent`). After each
 * settled step the platform's contract must be in the machine's state.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createActor, fromPromise, toPromise, type AnyActorRef, type EventObject } from 'xstate';
import { contractMachine, type ContractInput } from '../../../flows/contract.machine.ts';
import { contractActors, platformEvent } from '../../../src/portal/features/contracts/actors.ts';
import { decideContract, offerContract, type ContractActor } from '../../../src/platform/features/agent-contracts/service.ts';
import type { ContractTier } from '../../../src/shared/contract-rules.ts';
import { createPathClient, type PathClient, type TestPlatform } from './platform.ts';
import { createMember } from './common.ts';
import { nodeEnv, type NodeEnv } from './node-env.ts';
import type { ModelHarness, OutcomeGate } from './runner.ts';

export interface ContractContext {
  tp: TestPlatform;
  merchant: string;
  path: PathClient;
  env: NodeEnv;
  top: ContractActor & { kind: 'member' };
  holderId: number;
  /** The contract the machine is about (a new offer replaces it). */
  id: number;
  /** The contract the holder gave its downline (ends when a lower rate is accepted with agreement). */
  lowId: number;
}

type Actors = ReturnType<typeof contractActors>;

/** The machine invokes one actor under several ids (accept, reject, ...): the gate holds each call under its invoke id. */
function gated(gate: OutcomeGate, actors: Actors): Actors {
  return {
    decide: fromPromise(({ input }) => gate.hold(input.decision, () => toPromise(createActor(actors.decide, { input }).start()))),
    sendRequest: fromPromise(({ input }) =>
      gate.hold(input.kind === 'termination' ? 'requestTermination' : 'requestNewContract', () => toPromise(createActor(actors.sendRequest, { input }).start()))),
  };
}
const tiers = (rate: number): ContractTier[] => [{ validBetMinor: 1_000_000, profitLossMinor: 100_000, activeMembers: 5, rate }];

/** The platform's contract for each machine state once settled; null = any (a call in flight). */
const PLATFORM_STATE: Record<string, { status: string; request: string | null } | null> = {
  offered: { status: 'offered', request: null },
  confirmingDownlineTermination: { status: 'offered', request: null },
  active: { status: 'active', request: null },
  rejected: { status: 'rejected', request: null },
  terminated: { status: 'terminated', request: null },
  terminationRequested: { status: 'active', request: 'termination' },
  newContractRequested: { status: 'active', request: 'newContract' },
};

async function agent(tp: TestPlatform, merchant: string, type: number, uplineId: number | null) {
  const m = await createMember(tp, merchant, 'Agent@123');
  await tp.platform.db.query('UPDATE members SET member_type = $1, upline_id = $2 WHERE id = $3', [type, uplineId, m.id]);
  return m;
}

export function contractHarness(tp: TestPlatform, input: ContractInput, merchant = 'bdwin', wrong?: (ctx: ContractContext) => Partial<Actors>): ModelHarness<ContractContext> {
  const store = tp.platform.stores.contracts;
  const clock = tp.clock;
  const member = (m: { id: number; username: string }): ContractActor & { kind: 'member' } => ({ kind: 'member', id: m.id, name: m.username, language: null });
  const held = async (ctx: ContractContext) => (await ctx.path.client.call('agentContracts', {})).held;
  return {
    name: 'contract',
    async setup() {
      const top = await agent(tp, merchant, 1, null);
      const holder = await agent(tp, merchant, 2, top.id);
      const low = await agent(tp, merchant, 2, holder.id);
      const desk = await offerContract(store, clock, { kind: 'operator', name: 'model' }, { merchant, holderId: top.id, type: input.type, period: 'monthly', tiers: tiers(1) });
      await decideContract(store, clock, member(top), merchant, desk.id, 'accept', false);
      const lowRate = input.downlineRate ?? input.rate;
      const first = await offerContract(store, clock, member(top), { merchant, holderId: holder.id, type: input.type, period: 'monthly', tiers: tiers(lowRate) });
      await decideContract(store, clock, member(holder), merchant, first.id, 'accept', false);
      const given = await offerContract(store, clock, member(holder), { merchant, holderId: low.id, type: input.type, period: 'monthly', tiers: tiers(lowRate) });
      await decideContract(store, clock, member(low), merchant, given.id, 'accept', false);
      const offer = await offerContract(store, clock, member(top), { merchant, holderId: holder.id, type: input.type, period: 'monthly', tiers: tiers(input.rate) });
      const path = createPathClient(tp.platform, merchant);
      path.token = (await path.client.call('login', { type: 'username', username: holder.username, password: 'Agent@123', loginDeviceId: randomUUID() })).token;
      return { tp, merchant, path, env: nodeEnv(path, randomUUID(), merchant), top: member(top), holderId: holder.id, id: offer.id, lowId: given.id };
    },
    machine: (ctx, gate) => contractMachine.provide({ actors: gated(gate, { ...contractActors(ctx.env, () => ctx.id), ...(wrong?.(ctx) ?? {}) }) }),
    input: () => input,
    arrange(outcomes, ctx) {
      for (const o of outcomes) {
        if (/^xstate\.error\.actor\.(accept|reject|terminate)$/.test(o.type)) ctx.path.dropNext('/wps/agent/contract/decide');
        if (/^xstate\.error\.actor\.request/.test(o.type)) ctx.path.dropNext('/wps/agent/contract/request');
      }
    },
    async events(event: EventObject, ctx, _path, _index, actor: AnyActorRef) {
      const state = String((actor.getSnapshot() as { value: unknown }).value);
      if (state !== 'terminationRequested' && state !== 'newContractRequested') return [event];
      // The upline's move, made on the platform; the machine hears it as the holder's page would.
      if (event.type === 'OFFER') {
        const rate = (event as unknown as { rate: number }).rate;
        ctx.id = (await offerContract(store, clock, ctx.top, { merchant: ctx.merchant, holderId: ctx.holderId, type: input.type, period: 'monthly', tiers: tiers(rate) })).id;
        return [{ type: 'OFFER', rate } as EventObject];
      }
      await decideContract(store, clock, ctx.top, ctx.merchant, ctx.id, event.type === 'TERMINATE' ? 'terminate' : 'reject', false);
      const row = (await held(ctx)).find((c) => c.id === ctx.id)!;
      const heard = platformEvent(state, row);
      return heard ? [heard] : [];
    },
    async check(step, ctx) {
      const value = String(step.live.value);
      const expected = PLATFORM_STATE[value];
      if (!expected) return;
      const row = (await held(ctx)).find((c) => c.id === ctx.id);
      expect(row?.status, `platform status in ${value}`).toBe(expected.status);
      expect(row?.request?.kind ?? null, `platform request in ${value}`).toBe(expected.request);
      // The downline's contract ends exactly when the holder agreed to a rate below it.
      const low = await store.find(ctx.merchant, ctx.lowId);
      const agreed = (step.live.context as { terminatesDownline: boolean }).terminatesDownline && value !== 'offered' && value !== 'confirmingDownlineTermination';
      if (agreed && value === 'active') expect(low?.status, 'downline contract after agreeing').toBe('ended');
      if (value === 'confirmingDownlineTermination') expect(low?.status, 'downline contract while asking').toBe('active');
    },
    teardown: async (ctx) => { await ctx.path.settle(); },
  };
}
