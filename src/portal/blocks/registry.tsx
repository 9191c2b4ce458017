// The page-block registry, built from the folders: every src/portal/blocks/<type>/ with a
// block.tsx (its loader) and a block.json (its schema and metadata) is a block type named after
// its folder. Adding a type is adding a folder; nothing here lists them. Each block's component
// loads in its own chunk when a page first shows it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockLoader, BlockProps } from './types.ts';

const loaders = import.meta.glob<BlockLoader>('./*/block.tsx', { eager: true, import: 'load' });

const typeOf = (path: string) => path.split('/')[1] ?? '';
const byType = new Map(Object.entries(loaders).map(([path, load]) => [typeOf(path), load]));
const components = new Map<string, LazyExoticComponent<ComponentType<BlockProps>>>();

/** The block types the folders define. */
export function pageBlockTypes(): string[] {
  return [...byType.keys()].sort();
}

/** The lazy component of a block type, or undefined for a type no folder defines. */
export function pageBlockComponent(type: string): LazyExoticComponent<ComponentType<BlockProps>> | undefined {
  const known = components.get(type);
  if (known) return known;
  const load = byType.get(type);
  if (!load) return undefined;
  const component = lazy(() => load().then((found) => ({ default: found })));
  components.set(type, component);
  return component;
}
