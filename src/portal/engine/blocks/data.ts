// Language-bound platform data for blocks: re-fetched when the language changes (languageEpoch).
import { useEffect, useState } from 'react';
import { apiCallByName } from '../../api/optional-calls.ts';
import { currentLanguage } from '../../api/portal-api.ts';
import { usePortal } from '../../state/store.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'unavailable' };

export function usePlatformData<T>(callName: string, query: Record<string, string | number> = {}, pick: (v: unknown) => T = (v) => v as T): Loaded<T> {
  const epoch = usePortal((s) => s.languageEpoch);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    apiCallByName(callName, undefined, { ...query, language: currentLanguage() })
      .then((value) => live && setLoaded({ state: 'ready', value: pick(value) }))
      .catch(() => live && setLoaded({ state: 'unavailable' }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `query` is compared by value through `key`, and `pick` is a pure mapping callers write inline: keying on their identity would refetch on every render.
  }, [callName, key, epoch]);
  return loaded;
}

export function listOf<T>(value: unknown, ...keys: string[]): T[] {
  if (Array.isArray(value)) return value as T[];
  for (const key of keys) {
    const inner = (value as Record<string, unknown> | null)?.[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}
