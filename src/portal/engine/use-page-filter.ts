// usePageFilter: a block's read and write of its page's shared filter (page-filter.ts), through
// the router's query string (wouter: the server's request search while rendering there, the
// browser's address after, updated on back and forward). Defaults: the filter's schema, unless
// the page has a filter block for it (listFilter, `list` the filter's name) with `defaults`.
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ResolvedBlock } from '../../shared/pages/merge.ts';
import { parseFilter, serializeFilter, type FilterSchema, type FilterValue } from './page-filter.ts';

/** The blocks of the page being shown (engine/page.tsx provides them). */
export const PageBlocksContext = createContext<readonly ResolvedBlock[]>([]);

const NONE: Record<string, unknown> = {};

/** The page's filter block for `name`, if it has one. */
function useFilterBlock(name: string): ResolvedBlock | undefined {
  return useContext(PageBlocksContext).find((b) => b.type === 'listFilter' && b.list === name);
}

/** The id base of the tabs a filter block shows for `field` of filter `name`. */
export const filterTabsId = (name: string, field: string): string => `${name}-${field}-filter`;

/** Whether the page's filter block for `name` shows tabs for `field` (its `controls`, all by default). */
export function useFilterTabsShown(name: string, field: string): boolean {
  const block = useFilterBlock(name);
  if (!block) return false;
  return !Array.isArray(block.controls) || block.controls.includes(field);
}

/** The defaults the page's filter block for `name` sets, if the page has one. */
export function usePageFilterDefaults(name: string): Record<string, unknown> {
  const defaults = useFilterBlock(name)?.defaults;
  return defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>) : NONE;
}

export interface FilterChange {
  /** Replace the current history entry (typing in a search box) instead of adding one (a tab). */
  replace?: boolean;
}

/** The filter `name` of this page and the function that changes it. */
export function usePageFilter<S extends FilterSchema>(name: string, schema: S): [FilterValue<S>, (change: Partial<FilterValue<S>>, how?: FilterChange) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const defaults = usePageFilterDefaults(name);
  const value = useMemo(() => parseFilter(search, name, schema, defaults), [search, name, schema, defaults]);
  const change = useCallback((next: Partial<FilterValue<S>>, how: FilterChange = {}) => {
    const query = serializeFilter(search, name, schema, next, defaults);
    if (query === new URLSearchParams(search).toString()) return;
    navigate(query ? `${path}?${query}` : path, { replace: how.replace === true });
  }, [search, path, navigate, name, schema, defaults]);
  return [value, change];
}
