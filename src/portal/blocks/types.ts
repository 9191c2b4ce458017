// What a block folder gives the registry: `block.tsx` exports `load`, which brings the block's
// component in its own chunk; `block.json` holds its description, the calls it reads, the text
// key families it uses and its settings schema (checked by `npm run validate`).
import type { ComponentType } from 'react';
import type { ResolvedBlock } from '../../shared/pages/merge.ts';

export type { ResolvedBlock };

export interface BlockProps {
  block: ResolvedBlock;
}

export type BlockLoader = () => Promise<ComponentType<BlockProps>>;

export interface BlockMeta {
  description: string;
  reads: string[];
  texts: string[];
  settings: Record<string, unknown>;
}
