/**
 * Runs a generated path against a real implementation: the machine, provided with actors that
 * call the real platform, is driven step by step. User steps are sent as events (the harness
 * may give them real data: codes from the SMS outbox, the captcha answer, ...); outcome steps
 * (`xstate.done.actor.*` / `xstate.error.actor.*`) are not sent: the real call must produce
 * them, so the runner waits for it and compares where the machine went with the model; timer
 * steps advance a simulated clock (and the platform's). After every step the harness checks
 * the real system (session valid, SMS in the outbox, ...). Any failure names the path and step.
 */
import { isDeepStrictEqual } from 'node:util';
import { createActor, SimulatedClock, waitFor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { describeEvent, describeState, type FlowPath } from '../../../flows/paths/generate.ts';

export interface StepInfo {
  index: number;
  event: EventObject;
  /** The model's state after the step. */
  model: AnyMachineSnapshot;
  /** The real machine's state after the step. */
  live: AnyMachineSnapshot;
}

/**
 * Holds each real call's result until the path says the call ends, so events the path sends
 * while a call is in flight reach the machine while it is still in flight. The call itself
 * runs at once against the real system; only the delivery of its result waits.
 */
export class OutcomeGate {
  private permits = new Map<string, number>();
  private waiters = new Map<string, (() => void)[]>();

  /** Wraps a real call made by the invoked actor `id`. */
  hold<T>(id: string, call: () => Promise<T>): Promise<T> {
    const settled = call().then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));
    return settled.then(async (result) => {
      await this.acquire(id);
      if (result.ok) return result.value;
      throw result.error;
    });
  }

  release(id: string): void {
    const queue = this.waiters.get(id);
    const next = queue?.shift();
    if (next) next();
    else this.permits.set(id, (this.permits.get(id) ?? 0) + 1);
  }

  private acquire(id: string): Promise<void> {
    const permits = this.permits.get(id) ?? 0;
    if (permits > 0) {
      this.permits.set(id, permits - 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiters.get(id) ?? [];
      queue.push(resolve);
      this.waiters.set(id, queue);
    });
  }
}

export interface ModelHarness<C> {
  name: string;
  /** Why a path cannot run against this implementation (null = it can). */
  unsupported?(path: FlowPath): string | null;
  /** Prepares the real system for the path and returns the per-path context. */
  setup(path: FlowPath): Promise<C>;
  /** The machine with its real actors; calls whose outcomes appear in paths go through `gate`. */
  machine(ctx: C, gate: OutcomeGate): AnyStateMachine;
  input(ctx: C): unknown;
  /** Before a user or timer step: the outcomes that follow it, so faults can be armed. */
  arrange?(outcomes: EventObject[], ctx: C): Promise<void> | void;
  /** The concrete events for a user step (usually one; real data filled in). */
  events?(event: EventObject, ctx: C, path: FlowPath, index: number, actor: AnyActorRef): Promise<EventObject[]> | EventObject[];
  /** Observable checks on the real system after each step. */
  check?(step: StepInfo, ctx: C, path: FlowPath): Promise<void> | void;
  /** Advances the real system's clock along with the machine's. */
  advanceClock?(ms: number, ctx: C): void;
  teardown?(ctx: C): Promise<void> | void;
}

const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/;
const AFTER = /^xstate\.after\.([^.]+)\./;

export const isOutcome = (event: EventObject) => OUTCOME.test(event.type);

/** The path as numbered steps, the failed one marked. */
export function formatPath(path: FlowPath, failedAt: number | null): string {
  return path.steps
    .map((step, i) => `${i === failedAt ? '✗' : ' '} ${i + 1}. ${describeEvent(step.event)} → ${describeState(step.state)}`)
    .join('\n');
}

function delayOf(machine: AnyStateMachine, event: EventObject, live: AnyMachineSnapshot): number {
  const name = AFTER.exec(event.type)?.[1];
  if (!name) throw new Error(`not a timer event: ${event.type}`);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  if (typeof delay === 'function') return Number(delay({ context: live.context, event }));
  return Number(delay);
}

export async function runPath<C>(harness: ModelHarness<C>, path: FlowPath, timeoutMs = 15_000): Promise<void> {
  let failedAt: number | null = null;
  let ctx: C | undefined;
  let actor: AnyActorRef | undefined;
  try {
    ctx = await harness.setup(path);
    const c = ctx;
    const gate = new OutcomeGate();
    const machine = harness.machine(c, gate);
    const clock = new SimulatedClock();
    const upcoming = (from: number) => {
      const list: EventObject[] = [];
      for (let j = from; j < path.steps.length && isOutcome(path.steps[j]!.event); j++) list.push(path.steps[j]!.event);
      return list;
    };
    failedAt = 0;
    await harness.arrange?.(upcoming(1), c);
    const running = createActor(machine, { input: harness.input(c) as never, clock });
    actor = running;
    const errors: unknown[] = [];
    running.subscribe({ error: (err) => errors.push(err) });
    running.start();
    const compare = async (index: number, live: AnyMachineSnapshot) => {
      const step = path.steps[index]!;
      if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
      if (!isDeepStrictEqual(live.value, step.state.value)) {
        const err = (live.context as { error?: unknown }).error;
        throw new Error(`expected ${JSON.stringify(step.state.value)} but the implementation is in ${JSON.stringify(live.value)}${err ? ` (error: ${JSON.stringify(err)})` : ''}`);
      }
      // A failure the path names by error code must be that failure at the platform.
      const expectedCode = (step.event as { error?: { errorCode?: unknown } }).error?.errorCode;
      const liveError = (live.context as { error?: { errorCode?: unknown } | null }).error;
      if (/^xstate\.error\.actor\./.test(step.event.type) && typeof expectedCode === 'string' && liveError !== undefined && liveError?.errorCode !== expectedCode) {
        throw new Error(`expected the call to fail with ${expectedCode} but it failed with ${JSON.stringify(liveError)}`);
      }
      await harness.check?.({ index, event: step.event, model: step.state, live }, c, path);
    };
    await compare(0, running.getSnapshot() as AnyMachineSnapshot);
    for (let i = 1; i < path.steps.length; i++) {
      failedAt = i;
      const step = path.steps[i]!;
      const outcome = OUTCOME.exec(step.event.type);
      let live: AnyMachineSnapshot;
      if (outcome) {
        const id = outcome[2]!;
        gate.release(id);
        live = (await waitFor(running, (s) => !(s as AnyMachineSnapshot).children[id] || (s as AnyMachineSnapshot).status !== 'active', { timeout: timeoutMs })) as AnyMachineSnapshot;
      } else if (AFTER.test(step.event.type)) {
        await harness.arrange?.(upcoming(i + 1), c);
        const ms = delayOf(machine, step.event, running.getSnapshot() as AnyMachineSnapshot);
        harness.advanceClock?.(ms, c);
        clock.increment(ms);
        live = running.getSnapshot() as AnyMachineSnapshot;
      } else {
        await harness.arrange?.(upcoming(i + 1), c);
        const events = (await harness.events?.(step.event, c, path, i, running)) ?? [step.event];
        for (const event of events) running.send(event);
        live = running.getSnapshot() as AnyMachineSnapshot;
      }
      await compare(i, live);
    }
    failedAt = null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = failedAt === null ? '' : ` at step ${failedAt + 1}`;
    throw new Error(`${harness.name}: path failed${at}: ${message}\nPath:\n${formatPath(path, failedAt)}`, { cause: error });
  } finally {
    actor?.stop();
    if (ctx !== undefined) await harness.teardown?.(ctx);
  }
}
