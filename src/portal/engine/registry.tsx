// ONE registry of block components: a screen in the merchant config is a list of blocks, each
// rendered by the component registered for its `type`. A block without a component shows a clear
// placeholder in development and is skipped (with a warning) in production, never a blank page.
import { Component, type ComponentType, type ReactNode } from 'react';

export interface ScreenBlock {
  type: string;
  id?: string;
  [key: string]: unknown;
}

export type BlockComponent = ComponentType<{ block: ScreenBlock }>;

const registry = new Map<string, BlockComponent>();

export function registerBlock(type: string, component: BlockComponent): void {
  registry.set(type, component);
}

export function blockComponent(type: string): BlockComponent | undefined {
  return registry.get(type);
}

export function registeredBlockTypes(): string[] {
  return [...registry.keys()];
}

export function UnknownBlock({ block }: { block: ScreenBlock }) {
  if (!import.meta.env.DEV) return null;
  return (
    <div className="block-placeholder" role="note" data-block-type={block.type}>
      Unknown block “{block.type}”: no component is registered for it.
    </div>
  );
}

/** Keeps one failing block from blanking the whole screen. */
class BlockBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
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
  return (
    <BlockBoundary type={block.type}>
      <Found block={block} />
    </BlockBoundary>
  );
}

export function ScreenView({ blocks }: { blocks: readonly ScreenBlock[] | undefined }) {
  return (
    <>
      {(blocks ?? []).map((block, i) => (
        <BlockView key={block.id ?? `${block.type}-${i}`} block={block} />
      ))}
    </>
  );
}
