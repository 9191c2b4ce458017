/**
 * Node adapters for the portal's flow actors (src/portal/api/flow-env.ts): the path's platform
 * client, in-memory session and local storage (the session token is the path client's token, so
 * what the actors store is what the client sends), recorded navigation and a fixed device id.
 * The harnesses run the portal's own actors on these.
 */
import { createActor, fromPromise, toPromise, type AnyActorLogic } from 'xstate';
import { memoryStore, type FlowEnv, type KeyValueStore } from '../../../src/portal/api/flow-env.ts';
import type { PathClient } from './platform.ts';
import type { OutcomeGate } from './runner.ts';

export interface NodeEnv extends FlowEnv {
  /** Paths the actors navigated to, in order. */
  navigations: string[];
  local: KeyValueStore & { clear(): void };
}

export function nodeEnv(path: PathClient, deviceId: string, merchant: string): NodeEnv {
  const values = memoryStore({ merchant, merchantCode: merchant, platform: 'web' });
  const session: KeyValueStore = {
    getItem: (key) => (key === 'token' ? path.token : values.getItem(key)),
    setItem: (key, value) => {
      if (key === 'token') path.token = value;
      else values.setItem(key, value);
    },
    removeItem: (key) => {
      if (key === 'token') path.token = null;
      else values.removeItem(key);
    },
    get length() {
      return values.length + (path.token === null ? 0 : 1);
    },
    key: (index) => (index < values.length ? values.key(index) : index === values.length && path.token !== null ? 'token' : null),
  };
  const navigations: string[] = [];
  return {
    call: (name, request) => path.client.call(name, request),
    session,
    local: memoryStore(),
    navigate: (to) => void navigations.push(to),
    deviceId: () => deviceId,
    page: () => ({ href: `http://${merchant}.localhost/`, host: `${merchant}.localhost` }),
    navigations,
  };
}

/**
 * The portal's actors with each promise actor's result held by the gate until the path says
 * the call ends (child machines such as the SMS countdown run freely).
 */
export function gatedActors<T extends Record<string, AnyActorLogic>>(gate: OutcomeGate, actors: T): T {
  const out: Record<string, AnyActorLogic> = {};
  for (const [id, logic] of Object.entries(actors)) {
    out[id] = 'root' in logic
      ? logic
      : fromPromise<unknown, unknown>(({ input }) => gate.hold(id, () => toPromise(createActor(logic, { input }).start())));
  }
  return out as T;
}
