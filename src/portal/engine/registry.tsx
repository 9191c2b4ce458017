// The screen-block registry, built from the folders: every src/portal/blocks/<type>/ with a
// screen.tsx (its component, the default export) and a block.json marked "screen" is a block type
// a screen (home, a category screen) may use, named after its folder. Adding a type is adding a
// folder; nothing here lists them. The components load with the first page, as home needs them;
// a block that is not the first screen's loads its own part lazily (engine/blocks/when-near.tsx).
// A block without a component shows a clear placeholder in development and is skipped (with a
// warning) in production, never a blank page.
import { Component, type ComponentType, type ReactNode } from 'react';
import type { Block } from '../../generated/merchant.ts';

/** A block of the merchant config: the generated union, typed by `type`. */
export type ScreenBlock = Block;
export type BlockType = Block['type'];
/** The props of one block type. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type ScreenBlockProps<T extends BlockType> = { block: BlockOf<T> };
export type BlockComponent<T extends BlockType = BlockType> = ComponentType<ScreenBlockProps<T>>;

/** Block components by type, from the modules of `<dir>/<type>/screen.tsx` (a glob's result). */
export function screenRegistry(modules: Record<string, BlockComponent>): Map<string, BlockComponent> {
  return new Map(Object.entries(modules).map(([path, component]) => [path.split('/').at(-2)!, component]));
}

// Keys relative to the folders (./<type>/screen.tsx): each key is in every guest's first load.
const registry = screenRegistry(import.meta.glob<BlockComponent>('./*/screen.tsx', { base: '../blocks/', eager: true, import: 'default' }));

export function blockComponent(type: string): BlockComponent | undefined {
  return registry.get(type);
}

export function registeredBlockTypes(): string[] {
  return [...registry.keys()];
}

export function UnknownBlock({ block }: { block: { type: string } }) {
  if (!import.meta.env.DEV) return null;
  return (
    <div className="block-placeholder" role="note" data-block-type={block.type}>
      Unknown block “{block.type}”: no component is registered for it.
    </div>
  );
}

/** Keeps one failing block from blanking the whole screen. */
export class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return import.meta.env.DEV ? <div className="block-placeholder" role="note">Block “{this.props.type}” failed to render.</div> : null;
  }
}

export function BlockView({ block }: { block: ScreenBlock }) {
  const Found = registry.get(block.type);
  if (!Found) {
    if (!import.meta.env.DEV) console.warn(`portal: no component for block type "${block.type}"`);
    return <UnknownBlock block={block} />;
  }
  // The slot takes no box of its own (display: contents); it names the block for tests and tools.
  return (
    <div className="block-slot" data-block={block.type}>
      <BlockBoundary type={block.type}>
        <Found block={block} />
      </BlockBoundary>
    </div>
  );
}

export function ScreenView({ blocks }: { blocks: readonly ScreenBlock[] | undefined }) {
  return (
    <>
      {(blocks ?? []).map((block, i) => (
        <BlockView key={`${block.type}-${i}`} block={block} />
      ))}
    </>
  );
}
