// The desk's server state on SWR, as the portal's query layer (src/portal/api/query.ts): one query
// library in the repository. Reads are keyed by call name first, so an action can refresh every
// variant of a list; a failed call shows its error at once (retrying a refused action would only
// repeat it).
import { useState } from 'react';
import useSWR, { mutate } from 'swr';

export interface DeskQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** The data shown is the previous key's while this key loads (keepPrevious). */
  isPlaceholderData: boolean;
  refetch(): Promise<unknown>;
}

export function useDeskQuery<T>(
  key: readonly unknown[],
  fetch: () => Promise<T>,
  options: { keepPrevious?: boolean; refreshMs?: number; freshMs?: number } = {},
): DeskQuery<T> {
  const result = useSWR(key, fetch, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: options.keepPrevious ?? false,
    ...(options.freshMs ? { dedupingInterval: options.freshMs, revalidateIfStale: false } : {}),
    ...(options.refreshMs ? { refreshInterval: options.refreshMs } : {}),
  });
  const error: unknown = result.error;
  return {
    data: result.data,
    error,
    isPending: result.data === undefined && error === undefined,
    isError: error !== undefined,
    isFetching: result.isValidating,
    isPlaceholderData: (options.keepPrevious ?? false) && result.isLoading,
    refetch: () => result.mutate(),
  };
}

/** Fetches every shown variant of call `name` again (after an action changed it). */
export function refreshCall(name: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === name);
}

/** Forgets everything (the operator signed out). */
export function clearAll(): Promise<unknown> {
  return mutate(() => true, undefined, { revalidate: false });
}

export interface DeskAction<A extends unknown[]> {
  run(...args: A): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A call that changes something, run on the operator's click, with its busy and error state. */
export function useDeskAction<A extends unknown[], T>(
  call: (...args: A) => Promise<T>,
  on: { success?: (value: T) => void; error?: (error: unknown) => void; settled?: () => void } = {},
): DeskAction<A> {
  const [state, setState] = useState<{ busy: boolean; failed: boolean; error: unknown }>({ busy: false, failed: false, error: null });
  return {
    run: (...args) => {
      setState({ busy: true, failed: false, error: null });
      call(...args).then(
        (value) => {
          setState({ busy: false, failed: false, error: null });
          on.success?.(value);
          on.settled?.();
        },
        (error: unknown) => {
          setState({ busy: false, failed: true, error });
          on.error?.(error);
          on.settled?.();
        },
      );
    },
    reset: () => setState({ busy: false, failed: false, error: null }),
    isPending: state.busy,
    isError: state.failed,
    error: state.error,
  };
}
