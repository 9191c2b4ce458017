// The query layer: server state through TanStack Query. A query is keyed by call name, its
// parameters, the language and (for calls that send the session token) the signed-in account, so
// a language change or another member fetches again and nothing leaks between sessions. A call that changes data invalidates the calls
// it changes (INVALIDATES): a money call refreshes the balance. Components read with useCall and
// change with runCall; none fetches in useEffect by hand.
import { QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { calls, type CallName } from '../../shared/api/index.ts';
import { apiCall, type CallInput, type CallResponse } from './portal-api.ts';
import { getState, usePortal } from '../state/store.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    // Screens show their own "not available" state; the portal's error reactions already ran.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
  },
});

/** Which queries a call changes, by call name. */
export const INVALIDATES: Partial<Record<CallName, readonly CallName[]>> = {
  launchGame: ['balance'],
  walletTransfer: ['balance'],
  addFavourite: ['favouriteIds'],
  removeFavourite: ['favouriteIds'],
  changePassword: ['memberInfo'],
  messageRead: ['messageList'],
  messageDelete: ['messageList'],
  messageReply: ['messageList'],
  realityCheckSet: ['protectionStatus'],
};

export interface CallQuery<N extends CallName, T> {
  /** The contract's request: the query string of a GET call, the body otherwise. */
  request?: CallInput<N>;
  enabled?: boolean;
  /** What the component keeps of the contract's response (derived once per answer). */
  select?: (value: CallResponse<N>) => T;
  refetchInterval?: number;
}

/** A query's key: the call name first, so invalidation by call name finds every variant. */
export function callKey(name: CallName, request: unknown, language: string, account: string | null): readonly unknown[] {
  return [name, request ?? null, language, account];
}

/** Only a call that sends the session token answers per member: only its key names the account. */
const accountFor = (name: CallName, account: string | null): string | null => (calls[name].token ? account : null);

/** Reads call `name`: request and response typed by its contract (schemas/api/<name>.json). */
export function useCall<N extends CallName, T = CallResponse<N>>(name: N, options: CallQuery<N, T> = {}): UseQueryResult<T> {
  const language = usePortal((s) => s.language);
  const account = usePortal((s) => accountFor(name, s.member?.account ?? null));
  return useQuery({
    queryKey: callKey(name, options.request, language, account),
    queryFn: () => apiCall(name, options.request, { quiet: true }),
    ...(options.select ? { select: options.select } : {}),
    enabled: options.enabled ?? true,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/** Marks what a call changed as stale: mounted readers fetch again. */
export function invalidateAfter(name: CallName): Promise<void> {
  const changed = INVALIDATES[name] ?? [];
  return Promise.all(changed.map((call) => queryClient.invalidateQueries({ queryKey: [call] }))).then(() => undefined);
}

/** A call that changes data, outside React (a machine's actor, a message from a game frame). */
export async function runCall<N extends CallName>(name: N, request?: CallInput<N>): Promise<CallResponse<N>> {
  const value = await apiCall(name, request, { quiet: true });
  await invalidateAfter(name);
  return value;
}

/** Fetches (or reuses) a query outside React, under the same key as useCall. */
export function fetchCall<N extends CallName>(name: N, request?: CallInput<N>): Promise<CallResponse<N>> {
  const { language, member } = getState();
  return queryClient.fetchQuery({
    queryKey: callKey(name, request, language, accountFor(name, member?.account ?? null)),
    queryFn: () => apiCall(name, request, { quiet: true }),
  });
}

/** Refetches every mounted query of a call now (the balance button, a game round). */
export function refetchCall(name: CallName): Promise<void> {
  return queryClient.refetchQueries({ queryKey: [name] });
}

/** Forgets the signed-out member's data. */
export function clearMemberQueries(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[3] !== null });
}
