// ONE registry of block components: a screen in the merchant config is a list of blocks, each
// rendered by the component registered for its `type`. A block without a component shows a clear
// placeholder in development and is skipped (with a warning) in production, never a blank page.
import { Component, type ComponentType, type ReactNode } from 'react';
import type { Block } from '../../generated/merchant.ts';

/** A block of the merchant config: the generated union, typed by `type`. */
export type ScreenBlock = Block;
export type BlockType = Block['type'];
/** The props of one block type. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType = BlockType> = ComponentType<{ block: BlockOf<T> }>;

const registry = new Map<string, BlockComponent>();

export function registerBlock<T extends BlockType>(type: T, component: BlockComponent<T>): void {
  registry.set(type, component as unknown as BlockComponent);
}

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
