// Language-bound platform data for blocks, through the query layer (keyed by call, request and
// language: a language change fetches again).
import { useCall } from '../../api/query.ts';
import type { CallInput, CallName, CallResponse } from '../../api/portal-api.ts';
import { usePortal } from '../../state/store.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'unavailable' };

/** Calls whose request takes the portal language (their call schemas accept extra parameters). */
type LanguageCall = { [N in CallName]: { language: string } extends CallInput<N> ? N : never }[CallName];

export function usePlatformData<N extends LanguageCall, T>(name: N, request: CallInput<N>, pick: (value: CallResponse<N>) => T): Loaded<T> {
  const language = usePortal((s) => s.language);
  const result = useCall(name, { request: { ...request, language }, select: pick });
  if (result.isError) return { state: 'unavailable' };
  if (result.isSuccess) return { state: 'ready', value: result.data };
  return { state: 'loading' };
}
