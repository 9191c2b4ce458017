// What every flow actor needs from where it runs: the platform, storage and navigation. The
// portal passes the browser's (features/session/browser-env.ts); the model tests pass Node's
// (tests/flows/model/node-env.ts). The actors themselves are the same code in both.
import type { CallInput, CallName, CallResponse } from '../../shared/api/index.ts';

/** The part of the Web Storage API the actors use (sessionStorage, localStorage, or memory). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export interface FlowEnv {
  /** A platform call whose failure the machine shows itself (no global notice). */
  call<N extends CallName>(name: N, request?: CallInput<N>): Promise<CallResponse<N>>;
  /** The session values of spec section 3 (token, account, ...): sessionStorage in the browser. */
  session: KeyValueStore;
  /** Values that outlive the session (the quick-login token): localStorage in the browser. */
  local: KeyValueStore;
  navigate(path: string): void;
  /** loginDeviceId (PROTOCOL.md). */
  deviceId(): string;
  /** The page the member is on (registration sends it). */
  page(): { href: string; host: string };
  /** Told when member info arrives or the session ends, so the app's state follows. */
  memberLoaded?(info: { account: string; nickname: string | null; type: number; regDate: string | null; clubLabel: { labelName: string; rankLevel: number } | null; isAgent: boolean; toUpline?: string | null; protection?: { kind: 'timeout' | 'selfExclusion'; until: number; indefinite: boolean } | null }): void;
  signedOut?(): void;
}

/** An in-memory KeyValueStore (Node, tests). */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { clear(): void } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    clear: () => values.clear(),
  };
}
