// The page-block registry, built from the folders: every src/portal/blocks/<type>/ with a
// block.tsx (its loader) and a block.json (its schema and metadata) is a block type named after
// its folder. Adding a type is adding a folder; nothing here lists them. Each block's component
// loads in its own chunk when a page first shows it, with the texts its folder holds (texts.ts).
// The types a restricted session opens are likewise those whose block.tsx says so.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BlockClosed, BlockLoader, BlockModule, BlockProps } from './types.ts';
import { blockTexts } from './texts.ts';

type LazyBlock = LazyExoticComponent<ComponentType<BlockProps>>;

/** A registry of the loaders in `loaders` (a glob of `<dir>/<type>/block.tsx`), each with its texts. */
export function pageRegistry(loaders: Record<string, BlockLoader>, texts: (type: string) => Promise<void>) {
  const byType = new Map(Object.entries(loaders).map(([path, load]) => [path.split('/').at(-2) ?? '', load]));
  const components = new Map<string, LazyBlock>();
  return {
    types: () => [...byType.keys()].sort(),
    /** The lazy component of a block type, or undefined for a type no folder defines. */
    component(type: string): LazyBlock | undefined {
      const known = components.get(type);
      if (known) return known;
      const load = byType.get(type);
      if (!load) return undefined;
      const component = lazy(() => Promise.all([load(), texts(type)]).then(([found]) => ({ default: found })));
      components.set(type, component);
      return component;
    },
  };
}

/** The block types of `modules` (a glob of `<dir>/<type>/block.tsx`) that a restricted session opens. */
export function restrictedTypes(modules: Record<string, BlockModule>): ReadonlySet<string> {
  return new Set(Object.entries(modules).filter(([, module]) => module.openWhenRestricted === true).map(([path]) => path.split('/').at(-2) ?? ''));
}

const modules = import.meta.glob<BlockModule>('./*/block.tsx', { eager: true });
const registry = pageRegistry(Object.fromEntries(Object.entries(modules).map(([path, module]) => [path, module.load])), blockTexts);

/** The page block types a restricted session opens: each folder's block.tsx declares it. */
export const openWhenRestricted: ReadonlySet<string> = restrictedTypes(modules);

const closed = new Map(Object.entries(modules).flatMap(([path, module]) => (module.closedWhen ? [[path.split('/').at(-2) ?? '', module.closedWhen] as const] : [])));

/** When a block type shows nothing: its block.tsx's closedWhen (a call and the error code that closes it). */
export const blockClosedWhen = (type: string): BlockClosed | undefined => closed.get(type);

/** The block types the folders define. */
export const pageBlockTypes = (): string[] => registry.types();

/** The lazy component of a block type, or undefined for a type no folder defines. */
export const pageBlockComponent = (type: string): LazyBlock | undefined => registry.component(type);
