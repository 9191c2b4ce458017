/**
 * withdrawalConfirmation against the reference platform: each path gets a fresh member with a
 * funded wallet, a transaction password, a payout account and one withdrawal the desk approved
 * and paid. The machine runs with the portal's own actor (features/withdrawal/actors.ts) on the
 * Node adapters; the dispute's settlement is the desk's decision, which the harness makes on the
 * platform and then reads back through the portal's `platformEvent`. After each settled step the
 * platform's request must be in the state the machine is in.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { withdrawalConfirmationMachine } from '../../../flows/withdrawalConfirmation.machine.ts';
import { platformEvent, withdrawalConfirmationActors } from '../../../src/portal/features/withdrawal/actors.ts';
import { runWithdrawalJob } from '../../../src/platform/features/withdrawals/service.ts';
import { defaultPolicy } from '../../../src/platform/policy.ts';
import { createPathClient, type PathClient, type TestPlatform } from './platform.ts';
import { createMember } from './common.ts';
import { gatedActors, nodeEnv, type NodeEnv } from './node-env.ts';
import type { ModelHarness } from './runner.ts';

export const PAY_PASSWORD = 'Pay@12345';
export const PNG_PROOF = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface WithdrawalContext {
  tp: TestPlatform;
  merchant: string;
  path: PathClient;
  env: NodeEnv;
  id: number;
  confirmMinutes: number;
  /** Where the screen's countdown starts (the machine runs on real time, the platform on its fake clock). */
  paidAt: number;
}

type Actors = ReturnType<typeof withdrawalConfirmationActors>;

/** The platform's (status, confirmation) for each machine state once settled; null = any (a call in flight). */
export const PLATFORM_STATE: Record<string, { status: string; confirmation: string[] } | null> = {
  awaiting: { status: 'transferring', confirmation: ['awaiting'] },
  sending: null,
  received: { status: 'success', confirmation: ['received', 'timed_out'] },
  fullyReceived: { status: 'success', confirmation: ['fully_received'] },
  notReceived: { status: 'disputed', confirmation: ['not_received'] },
  refunded: { status: 'failed', confirmation: ['refunded'] },
  forcedReceived: { status: 'success', confirmation: ['forced_received'] },
};

async function fund(tp: TestPlatform, merchant: string, memberId: number, minor: number): Promise<void> {
  const currency = tp.platform.merchants.byCode(merchant)!.currency.code;
  const ledger = tp.platform.stores.ledger;
  const [house, wallet] = [await ledger.account(merchant, 'house', null, currency), await ledger.account(merchant, 'member', memberId, currency)];
  await ledger.post({ merchant, idempotencyKey: `model-fund:${memberId}`, kind: 'test', at: tp.clock.now(), entries: [{ accountId: house, amount: -minor }, { accountId: wallet, amount: minor }] });
}

/** A member of `merchant` with one paid withdrawal awaiting confirmation. */
export async function paidWithdrawal(tp: TestPlatform, merchant: string): Promise<Omit<WithdrawalContext, 'env' | 'paidAt'>> {
  const config = tp.platform.merchants.byCode(merchant)!;
  const member = await createMember(tp, merchant, 'Member@123');
  await fund(tp, merchant, member.id, 10_000_000);
  const path = createPathClient(tp.platform, merchant);
  path.token = (await path.client.call('login', { type: 'username', username: member.username, password: 'Member@123', loginDeviceId: randomUUID() })).token;
  await path.client.call('paymentPasswordSet', { password: PAY_PASSWORD, confirmPassword: PAY_PASSWORD });
  const { providers } = await path.client.call('payoutAccounts');
  const account = await path.client.call('payoutAccountAdd', { provider: providers[0]!.code, accountNumber: '01712345678', holderName: 'Model Member' });
  const info = await path.client.call('withdrawInfo');
  const amount = (info.minMinor / 10 ** config.currency.decimals).toFixed(config.currency.decimals);
  const w = await path.client.call('withdrawRequest', { amount, payoutAccountId: account.id, paymentPassword: PAY_PASSWORD, requestKey: randomUUID() });
  await path.client.call('devWithdrawalAction', { id: w.id, action: 'approve' });
  await path.client.call('devWithdrawalAction', { id: w.id, action: 'pay' });
  return { tp, merchant, path, id: w.id, confirmMinutes: info.confirmMinutes };
}

export async function platformState(ctx: Pick<WithdrawalContext, 'tp' | 'merchant' | 'id'>) {
  const w = await ctx.tp.platform.stores.withdrawals.find(ctx.merchant, ctx.id);
  return { status: w?.status ?? null, confirmation: w?.confirmation ?? null };
}

export function withdrawalHarness(tp: TestPlatform, merchant = 'bdwin', wrong?: (ctx: WithdrawalContext) => Partial<Actors>): ModelHarness<WithdrawalContext> {
  return {
    name: 'withdrawalConfirmation',
    async setup() {
      const base = await paidWithdrawal(tp, merchant);
      return { ...base, env: nodeEnv(base.path, randomUUID(), merchant), paidAt: Date.now() };
    },
    machine: (ctx, gate) =>
      withdrawalConfirmationMachine.provide({
        actors: gatedActors(gate, { ...withdrawalConfirmationActors(ctx.env, ctx.id), ...(wrong?.(ctx) ?? {}) }),
        // The screen opens as the payout lands: the wait is the whole window, the same number when
        // the timer is set and when the runner advances the simulated clock by it.
        delays: { untilDeadline: ({ context }) => Math.max(0, context.deadline - ctx.paidAt) },
      }),
    input: (ctx) => ({ confirmMinutes: ctx.confirmMinutes, paidAt: ctx.paidAt }),
    arrange(outcomes, ctx) {
      if (outcomes.some((o) => o.type === 'xstate.error.actor.sendAnswer')) ctx.path.dropNext('/wps/member/withdraw/confirm');
    },
    async events(event: EventObject, ctx) {
      if (event.type === 'MARK_NOT_RECEIVED') {
        const proof = (event as unknown as { proofImage: string | null }).proofImage;
        return [{ type: 'MARK_NOT_RECEIVED', proofImage: proof ? PNG_PROOF : null } as EventObject];
      }
      if (event.type === 'REFUNDED' || event.type === 'FORCED_RECEIVED') {
        // The desk settles the dispute; the page learns it from the member's own view of the request.
        await ctx.path.client.call('devWithdrawalAction', { id: ctx.id, action: event.type === 'REFUNDED' ? 'refund' : 'forceReceived' });
        const settled = platformEvent((await ctx.path.client.call('withdrawDetail', { id: String(ctx.id) })).withdrawal);
        return settled ? [settled] : [];
      }
      return [event];
    },
    advanceClock(ms, ctx) {
      // The platform's window started at its own pay time: a second more than the screen's wait reaches it.
      ctx.tp.clock.advance(ms + 1000);
      void ctx;
    },
    async check(step, ctx) {
      const snapshot = step.live;
      if (step.event.type.startsWith('xstate.after.')) {
        await runWithdrawalJob({ stores: tp.platform.stores, clock: tp.clock, policy: defaultPolicy(), merchants: tp.platform.merchants });
      }
      const expected = PLATFORM_STATE[String(snapshot.value)];
      if (!expected) return;
      const actual = await platformState(ctx);
      expect(actual.status, `platform status in ${String(snapshot.value)}`).toBe(expected.status);
      expect(expected.confirmation, `platform confirmation in ${String(snapshot.value)}`).toContain(actual.confirmation);
    },
    teardown: async (ctx) => { await ctx.path.settle(); },
  };
}
