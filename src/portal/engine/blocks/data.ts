// Language-bound platform data for blocks, through the query layer (keyed by call, parameters and
// language: a language change fetches again).
import { hasCall } from '../../api/optional-calls.ts';
import { useCall } from '../../api/query.ts';
import { usePortal } from '../../state/store.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'unavailable' };

export function usePlatformData<T>(callName: string, query: Record<string, string | number> = {}, pick: (v: unknown) => T = (v) => v as T): Loaded<T> {
  const language = usePortal((s) => s.language);
  const known = hasCall(callName);
  const result = useCall<T>(known ? callName : 'status', { query: { ...query, language }, select: pick, enabled: known });
  if (!known || result.isError) return { state: 'unavailable' };
  if (result.isSuccess) return { state: 'ready', value: result.data };
  return { state: 'loading' };
}

export function listOf<T>(value: unknown, ...keys: string[]): T[] {
  if (Array.isArray(value)) return value as T[];
  for (const key of keys) {
    const inner = (value as Record<string, unknown> | null)?.[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}
