// Every path of flows/withdrawalConfirmation.machine.ts, run by the machine with the portal's own
// actor (features/withdrawal/actors.ts on Node adapters) against the reference platform: each
// path ends in a machine state and a platform state that must agree. A swapped wrong actor fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { withdrawalConfirmationMachine, type WithdrawalConfirmationEvent } from '../../flows/withdrawalConfirmation.machine.ts';
import { platformEvent, withdrawalConfirmationActors } from '../../src/portal/features/withdrawal/actors.ts';
import { runWithdrawalJob } from '../../src/platform/services/withdrawals.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { createPathClient, startTestPlatform, type PathClient, type TestPlatform } from './model/platform.ts';
import { nodeEnv } from './model/node-env.ts';

const MERCHANT = 'bdwin';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PAY = 'Pay@12345';

let tp: TestPlatform;
beforeAll(async () => { tp = await startTestPlatform(); }, 180_000);
afterAll(async () => { await tp?.close(); });

const dev = async (path: string, body: unknown) => {
  const response = await fetch(`${tp.platform.url}${path}`, { method: 'POST', headers: { Merchant: MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { success: boolean; value: any; errorCode: string | null };
};

/** A member01 payout waiting for confirmation; the path's client is logged in as member01. */
async function paidWithdrawal(): Promise<{ path: PathClient; id: number; paidAt: number }> {
  const path = createPathClient(tp.platform, MERCHANT);
  path.token = (await path.client.call('login', { type: 'username', username: 'member01', password: 'Member@123' })).token;
  await path.client.call('paymentPasswordSet', { password: PAY, confirmPassword: PAY }).catch(() => undefined);
  const list = await path.client.call('payoutAccounts');
  const account = list.accounts[0] ?? await path.client.call('payoutAccountAdd', { provider: 'bkash', accountNumber: '01712345678', holderName: list.realName ?? 'Karim Ahmed' });
  // A fresh day each path (the merchant allows 3 requests a day); the session is renewed with it.
  tp.clock.advance(24 * 60 * 60_000);
  path.token = (await path.client.call('login', { type: 'username', username: 'member01', password: 'Member@123' })).token;
  const w = await path.client.call('withdrawRequest', { amount: '500', payoutAccountId: account.id, paymentPassword: PAY, requestKey: `model-${Date.now()}-${Math.random()}` });
  await dev('/dev/withdrawals/action', { id: w.id, action: 'approve' });
  const paid = await dev('/dev/withdrawals/action', { id: w.id, action: 'pay' });
  return { path, id: w.id, paidAt: paid.value.paidAt as number };
}

type Actors = ReturnType<typeof withdrawalConfirmationActors>;

function start(path: PathClient, id: number, paidAt: number, actors?: Partial<Actors>): AnyActorRef {
  const env = nodeEnv(path, 'model-device', MERCHANT);
  const machine = withdrawalConfirmationMachine.provide({ actors: { ...withdrawalConfirmationActors(env, id), ...actors } });
  return createActor(machine, { input: { confirmMinutes: 1440, paidAt } }).start();
}

const detail = async (path: PathClient, id: number) => (await path.client.call('withdrawDetail', { id: String(id) })).withdrawal;

/** What the page does after a dispute: asks the platform, and tells the machine once it has settled. */
async function followPlatform(actor: AnyActorRef, path: PathClient, id: number): Promise<void> {
  const event = platformEvent(await detail(path, id));
  if (event) actor.send(event);
}

interface PathRun {
  machine: string;
  platform: { status: string; confirmation: string | null };
  error?: string | null;
}

const PATHS: Record<string, (actors?: Partial<Actors>) => Promise<PathRun>> = {
  async received(actors) {
    const { path, id } = await paidWithdrawal();
    const actor = start(path, id, Date.now(), actors);
    actor.send({ type: 'MARK_RECEIVED' });
    await waitFor(actor, (s) => s.status === 'done' || s.matches('awaiting'));
    return { machine: String(actor.getSnapshot().value), platform: await detail(path, id) };
  },
  async fullyReceived(actors) {
    const { path, id } = await paidWithdrawal();
    const actor = start(path, id, Date.now(), actors);
    actor.send({ type: 'MARK_FULLY_RECEIVED' });
    await waitFor(actor, (s) => s.status === 'done' || (s.matches('awaiting') && s.context.error !== null));
    return { machine: String(actor.getSnapshot().value), platform: await detail(path, id) };
  },
  async notReceivedWithoutProof(actors) {
    const { path, id } = await paidWithdrawal();
    const actor = start(path, id, Date.now(), actors);
    actor.send({ type: 'MARK_NOT_RECEIVED', proofImage: null });
    const snapshot = actor.getSnapshot();
    return { machine: String(snapshot.value), platform: await detail(path, id), error: snapshot.context.error?.errorCode ?? null };
  },
  async notReceivedThenRefunded(actors) {
    const { path, id } = await paidWithdrawal();
    const actor = start(path, id, Date.now(), actors);
    actor.send({ type: 'MARK_NOT_RECEIVED', proofImage: PNG });
    await waitFor(actor, (s) => s.matches('notReceived') || s.status === 'done');
    await dev('/dev/withdrawals/action', { id, action: 'refund' });
    await followPlatform(actor, path, id);
    return { machine: String(actor.getSnapshot().value), platform: await detail(path, id) };
  },
  async notReceivedThenForcedReceived(actors) {
    const { path, id } = await paidWithdrawal();
    const actor = start(path, id, Date.now(), actors);
    actor.send({ type: 'MARK_NOT_RECEIVED', proofImage: PNG });
    await waitFor(actor, (s) => s.matches('notReceived') || s.status === 'done');
    await dev('/dev/withdrawals/action', { id, action: 'forceReceived' });
    await followPlatform(actor, path, id);
    return { machine: String(actor.getSnapshot().value), platform: await detail(path, id) };
  },
  async noAnswerBeforeTheDeadline(actors) {
    const { path, id, paidAt } = await paidWithdrawal();
    // The page opens after the window: the machine counts it as received, and so does the platform's job.
    tp.clock.set(paidAt + 1440 * 60_000);
    await runWithdrawalJob({ stores: tp.platform.stores, clock: tp.clock, policy: defaultPolicy(), merchants: tp.platform.merchants });
    path.token = (await path.client.call('login', { type: 'username', username: 'member01', password: 'Member@123' })).token;
    const actor = start(path, id, Date.now() - 1440 * 60_000, actors);
    await waitFor(actor, (s) => s.status === 'done');
    return { machine: String(actor.getSnapshot().value), platform: await detail(path, id) };
  },
  async answerRefusedShowsTheError(actors) {
    const { path, id, paidAt } = await paidWithdrawal();
    tp.clock.set(paidAt + 1440 * 60_000);
    await runWithdrawalJob({ stores: tp.platform.stores, clock: tp.clock, policy: defaultPolicy(), merchants: tp.platform.merchants });
    path.token = (await path.client.call('login', { type: 'username', username: 'member01', password: 'Member@123' })).token;
    // A screen opened earlier (its own deadline not reached yet) answers after the platform closed the window.
    const actor = start(path, id, Date.now(), actors);
    actor.send({ type: 'MARK_RECEIVED' });
    await waitFor(actor, (s) => s.status === 'done' || (s.matches('awaiting') && s.context.error !== null));
    const snapshot = actor.getSnapshot();
    return { machine: String(snapshot.value), platform: await detail(path, id), error: snapshot.context.error?.errorCode ?? null };
  },
};

const EXPECTED: Record<keyof typeof PATHS, PathRun> = {
  received: { machine: 'received', platform: { status: 'success', confirmation: 'received' } },
  fullyReceived: { machine: 'fullyReceived', platform: { status: 'success', confirmation: 'fully_received' } },
  notReceivedWithoutProof: { machine: 'awaiting', platform: { status: 'transferring', confirmation: 'awaiting' }, error: 'proof_required' },
  notReceivedThenRefunded: { machine: 'refunded', platform: { status: 'failed', confirmation: 'refunded' } },
  notReceivedThenForcedReceived: { machine: 'forcedReceived', platform: { status: 'success', confirmation: 'forced_received' } },
  noAnswerBeforeTheDeadline: { machine: 'received', platform: { status: 'success', confirmation: 'timed_out' } },
  answerRefusedShowsTheError: { machine: 'awaiting', platform: { status: 'success', confirmation: 'timed_out' }, error: 'withdraw.state.invalid' },
};

const agree = (run: PathRun, expected: PathRun) => {
  expect(run.machine).toBe(expected.machine);
  expect({ status: run.platform.status, confirmation: run.platform.confirmation }).toEqual(expected.platform);
  if (expected.error !== undefined) expect(run.error).toBe(expected.error);
};

describe('withdrawalConfirmation paths against the reference platform', () => {
  it('the paths cover every state of the machine', () => {
    const states = Object.keys(withdrawalConfirmationMachine.config.states ?? {}).filter((s) => s !== 'sending');
    expect(new Set(Object.values(EXPECTED).map((e) => e.machine))).toEqual(new Set(states));
  });

  for (const [name, run] of Object.entries(PATHS)) {
    it(name, async () => agree(await run(), EXPECTED[name]!), 60_000);
  }
});

describe('a wrong actor fails the paths', () => {
  it('an actor that always answers "received" breaks the dispute path', async () => {
    const wrong: Partial<Actors> = {
      sendAnswer: fromPromise(async () => {
        throw Object.assign(new Error('swapped actor'), { errorCode: 'swapped' });
      }) as unknown as Actors['sendAnswer'],
    };
    const run = await PATHS.notReceivedThenRefunded!(wrong);
    expect(() => agree(run, EXPECTED.notReceivedThenRefunded!)).toThrow();
  }, 60_000);

  it('an actor that sends "received" for every answer breaks the fully-received and dispute paths', async () => {
    const swapped = (id: number, path: PathClient): Partial<Actors> => ({
      sendAnswer: fromPromise(async () => { await path.client.call('withdrawConfirm', { id, answer: 'received' }); }) as unknown as Actors['sendAnswer'],
    });
    const { path, id } = await paidWithdrawal();
    const actor = start(path, id, Date.now(), swapped(id, path));
    actor.send({ type: 'MARK_NOT_RECEIVED', proofImage: PNG } satisfies WithdrawalConfirmationEvent);
    await waitFor(actor, (s) => s.matches('notReceived') || s.status === 'done');
    const run: PathRun = { machine: String(actor.getSnapshot().value), platform: await detail(path, id) };
    expect(() => agree(run, { machine: 'notReceived', platform: { status: 'disputed', confirmation: 'not_received' } })).toThrow();
  }, 60_000);
});
