// The query layer: server state through SWR (chosen over TanStack Query for the guest's first
// download: about 4 KB gzipped instead of 10). A query is keyed by call name, its parameters, the
// language and (for calls that send the session token) the signed-in account, so a language change
// or another member fetches again and nothing leaks between sessions. Data stays fresh until a call
// that changes it runs: each call schema names what it changes (`invalidates` in
// schemas/api/<call>.json, a money call the balance); what
// is on screen is fetched again at once, what is not is fetched when next shown. Components read
// with useCall and change with runCall; none fetches in useEffect by hand.
import { useDeferredValue, useMemo, useRef } from 'react';
import useSWR, { mutate, SWRConfig, unstable_serialize } from 'swr';
import { invalidatedBy, sendsToken, type CallName } from '../../shared/api/index.ts';
import { apiCall, type CallInput, type CallResponse } from './portal-api.ts';
import { getState, usePortal } from '../state/store.ts';

type Key = readonly [CallName, unknown, string, string | null];

export interface CallQuery<N extends CallName, T> {
  /** The call schema's request: the query string of a GET call, the body otherwise. */
  request?: CallInput<N>;
  enabled?: boolean;
  /** What the component keeps of the call schema's response (derived once per answer). */
  select?: (value: CallResponse<N>) => T;
  refetchInterval?: number;
  /** Asked again each time a reader mounts (a check whose answer changes behind the portal's back). */
  fresh?: boolean;
}

interface CallResultBase {
  isFetching: boolean;
  /** When the data on screen arrived (ms since epoch; 0 before the first answer). */
  dataUpdatedAt: number;
  refetch(): Promise<void>;
}

/** What a reader sees of one query: `isSuccess` and `isPending` narrow `data` as they read. */
export type CallResult<T> = CallResultBase & (
  | { status: 'pending'; data: undefined; error: null; isPending: true; isSuccess: false; isError: false }
  | { status: 'success'; data: T; error: null; isPending: false; isSuccess: true; isError: false }
  /** The last fetch failed; earlier data, if any, is still in `data`. */
  | { status: 'error'; data: T | undefined; error: Error; isPending: false; isSuccess: false; isError: true }
);

/** A query's key: the call name first, so invalidation by call name finds every variant. */
export function callKey(name: CallName, request: unknown, language: string, account: string | null): Key {
  return [name, request ?? null, language, account];
}

const cache = SWRConfig.defaultValue.cache;
/** Every key asked for, by its serialised form: invalidation and sign-out look keys up here. */
const known = new Map<string, Key>();
/** Keys whose data a changing call made stale while nobody showed them: refetched when next shown. */
const stale = new Set<string>();
const updatedAt = new Map<string, number>();

function remember(key: Key): string {
  const id = unstable_serialize(key);
  known.set(id, key);
  return id;
}

async function fetchKey(key: Key): Promise<unknown> {
  const id = remember(key);
  const value = await apiCall(key[0], key[1] as CallInput<CallName> | undefined, { quiet: true });
  stale.delete(id);
  updatedAt.set(id, Date.now());
  return value;
}

const fetcher = (key: Key) => fetchKey(key);

// Readers fetch once and keep the answer until a call changes it (no refetch on focus, reconnect
// or remount); screens show their own "not available" state, so no retries either.
const OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 0,
  errorRetryCount: 0,
} as const;

/** Only a call that sends the session token answers per member: only its key names the account. */
const accountFor = (name: CallName, account: string | null): string | null => (sendsToken(name) ? account : null);

/** The same answer as last time when the derived value did not change: effects keyed on it stay quiet. */
function useStable<T>(value: T): T {
  const last = useRef<{ value: T; json: string } | null>(null);
  // The same object as last time (the same answer, selected once): nothing to compare. Without
  // this every render of a list's rows stringified their whole page of games.
  if (last.current && last.current.value === value) return value;
  const json = value === undefined ? '' : JSON.stringify(value);
  if (last.current && last.current.json === json) return last.current.value;
  last.current = { value, json };
  return value;
}

/** Reads call `name`: request and response typed by its call schema (schemas/api/<name>.json). */
export function useCall<N extends CallName, T = CallResponse<N>>(name: N, options: CallQuery<N, T> = {}): CallResult<T> {
  const language = usePortal((s) => s.language);
  const account = usePortal((s) => accountFor(name, s.member?.account ?? null));
  const key = options.enabled === false ? null : callKey(name, options.request, language, account);
  const id = key ? remember(key) : null;
  const result = useSWR(key, fetcher, {
    ...OPTIONS,
    // Without data SWR fetches on mount anyway; with fresh data it does not (revalidateIfStale).
    ...(id !== null && (options.fresh === true || stale.has(id)) ? { revalidateOnMount: true } : {}),
    ...(options.refetchInterval ? { refreshInterval: options.refetchInterval } : {}),
  });
  const raw = result.data as CallResponse<N> | undefined;
  const { select } = options;
  const data = useStable(useMemo(() => (raw === undefined ? undefined : select ? select(raw) : (raw as T)), [raw, select]));
  const error = (result.error as Error | undefined) ?? null;
  const isFetching = result.isValidating;
  const dataUpdatedAt = id ? (updatedAt.get(id) ?? 0) : 0;
  // An answer is shown through a deferred value: SWR announces it through useSyncExternalStore,
  // whose updates React renders synchronously, so a list's answer (a page of game tiles, the
  // winner board) was drawn in one long task that blocked input. Deferred, the urgent render keeps
  // what was on screen and the new answer renders concurrently, in slices that yield. The
  // fields move together, so a reader never sees the data of one answer with the state of another.
  // Only a later answer to the same key waits: a new key shows its own state at once, as without
  // deferring, never the previous key's data (a search would have shown the old list's total and
  // games under the new query, and the grid swapped its tiles for empty ones under an open dialog).
  const current = useMemo(() => ({ id, data, error, isFetching, dataUpdatedAt }), [id, data, error, isFetching, dataUpdatedAt]);
  const deferred = useDeferredValue(current);
  const shown = deferred.id === id ? deferred : current;
  const status = shown.error ? 'error' : shown.data === undefined ? 'pending' : 'success';
  return {
    status,
    data: shown.data,
    error: shown.error,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: shown.isFetching,
    dataUpdatedAt: shown.dataUpdatedAt,
    refetch: () => result.mutate().then(() => undefined),
  } as CallResult<T>;
}

function keysOf(name: CallName): Key[] {
  return [...known.values()].filter((key) => key[0] === name);
}

/** Marks what a call changed as stale: shown readers fetch again now, the others when next shown. */
export async function invalidateAfter(name: CallName): Promise<void> {
  const changed = await invalidatedBy(name);
  await Promise.all(changed.map((call) => refetchCall(call)));
}

/** Fetches every shown variant of call `name` again now, and the others when next shown. */
export async function refetchCall(name: CallName): Promise<void> {
  const keys = keysOf(name);
  for (const key of keys) stale.add(unstable_serialize(key));
  // With a key and no data, SWR runs the fetcher of the readers on screen and nothing else.
  await Promise.all(keys.map((key) => mutate(key)));
}

/** Whether the data kept under `key` will be fetched again before it is next shown. */
export function isStale(key: Key): boolean {
  return stale.has(unstable_serialize(key));
}

/** A call that changes data, outside React (a machine's actor, a message from a game frame). */
export async function runCall<N extends CallName>(name: N, request?: CallInput<N>): Promise<CallResponse<N>> {
  const value = await apiCall(name, request, { quiet: true });
  await invalidateAfter(name);
  return value;
}

const inFlight = new Map<string, Promise<unknown>>();

/** Fetches (or reuses) a query outside React, under the same key as useCall. */
export function fetchCall<N extends CallName>(name: N, request?: CallInput<N>): Promise<CallResponse<N>> {
  const { language, member } = getState();
  const key = callKey(name, request, language, accountFor(name, member?.account ?? null));
  const id = remember(key);
  const cached = cache.get(id)?.data as CallResponse<N> | undefined;
  if (cached !== undefined && !stale.has(id)) return Promise.resolve(cached);
  let pending = inFlight.get(id);
  if (!pending) {
    pending = mutate(key, fetchKey(key), { revalidate: false }).finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending as Promise<CallResponse<N>>;
}

/** Puts an answer in the cache as if it had been fetched (a call that returns the new value, a test). */
export async function setCallData(key: Key, value: unknown): Promise<void> {
  const id = remember(key);
  stale.delete(id);
  updatedAt.set(id, Date.now());
  await mutate(key, value, { revalidate: false });
}

/** Replaces the data of every variant of call `name`. */
export async function setCallDataFor(name: CallName, value: unknown): Promise<void> {
  await Promise.all(keysOf(name).map((key) => setCallData(key, value)));
}

/** What the cache holds under `key`, if anything. */
export function callData(key: Key): unknown {
  return cache.get(unstable_serialize(key))?.data;
}

async function forget(keys: Key[]): Promise<void> {
  await Promise.all(keys.map(async (key) => {
    const id = unstable_serialize(key);
    known.delete(id);
    stale.delete(id);
    updatedAt.delete(id);
    await mutate(key, undefined, { revalidate: false });
    cache.delete(id);
  }));
}

/** Forgets the signed-out member's data; data shared by everyone stays. */
export function clearMemberQueries(): Promise<void> {
  return forget([...known.values()].filter((key) => key[3] !== null));
}

/** Empties the whole cache (tests). */
export function clearAllQueries(): Promise<void> {
  return forget([...known.values()]);
}
