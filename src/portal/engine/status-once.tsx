// Blocks of one page that read the same call share its loading line and its error: the first of
// them in page order says it, the others stay quiet. Without this a page split into parts says
// "Loading" or "Not available" once per part. A block that is alone on its page, or rendered
// outside a page, always says it.
import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';

/** Where a block sits: its page (an object standing for the page) and its place among the page's blocks. */
export interface BlockSlot {
  page: object;
  index: number;
}

export const BlockSlotContext = createContext<BlockSlot | null>(null);

interface StatusStore {
  /** Marks the block at `index` as waiting on (or failed by) `key`; returns the undo. */
  add(key: string, index: number): () => void;
  /** The lowest block index waiting on `key`, or null. */
  first(key: string): number | null;
  subscribe(listener: () => void): () => void;
}

function statusStore(): StatusStore {
  const waiting = new Map<string, Map<number, number>>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    add(key, index) {
      const byIndex = waiting.get(key) ?? new Map<number, number>();
      waiting.set(key, byIndex);
      byIndex.set(index, (byIndex.get(index) ?? 0) + 1);
      changed();
      return () => {
        const count = (byIndex.get(index) ?? 1) - 1;
        if (count > 0) byIndex.set(index, count);
        else byIndex.delete(index);
        if (byIndex.size === 0) waiting.delete(key);
        changed();
      };
    },
    first(key) {
      const byIndex = waiting.get(key);
      return byIndex && byIndex.size ? Math.min(...byIndex.keys()) : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<object, StatusStore>();

function storeOf(page: object): StatusStore {
  const known = stores.get(page);
  if (known) return known;
  const store = statusStore();
  stores.set(page, store);
  return store;
}

const never = () => () => {};

/**
 * Whether this block should show the loading line or error of `key` while `pending` (loading or
 * failed): true for the first block of the page that is pending on it. Until the blocks have
 * registered (the server's render, the first client render) every block says it; the layout
 * effect settles it before the browser paints.
 */
export function useStatusOnce(key: string, pending: boolean): boolean {
  const slot = useContext(BlockSlotContext);
  const store = slot ? storeOf(slot.page) : null;
  const index = slot?.index ?? 0;
  useLayoutEffect(() => (store && pending ? store.add(key, index) : undefined), [store, key, index, pending]);
  const first = useSyncExternalStore(store ? store.subscribe : never, () => store?.first(key) ?? null, () => null);
  return first === null || first === index;
}
