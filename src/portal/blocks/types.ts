// What a block folder gives the registry: `block.tsx` exports `load`, which brings the block's
// component in its own chunk, and `openWhenRestricted = true` when every call the block makes is
// one a restricted session (a time-out or self-exclusion in force) may make; `block.json` holds its description, the calls it reads, the text
// key families it uses and its settings schema (checked by `npm run validate`).
import type { ComponentType } from 'react';
import type { ResolvedBlock } from '../../shared/pages/merge.ts';

export type { ResolvedBlock };

export interface BlockProps {
  block: ResolvedBlock;
}

export type BlockLoader = () => Promise<ComponentType<BlockProps>>;

/** A block folder's block.tsx. */
export interface BlockModule {
  load: BlockLoader;
  /** Every call the block makes is open to a restricted session (the platform's RESTRICTED_SESSION_CALLS). */
  openWhenRestricted?: true;
}

export interface BlockMeta {
  description: string;
  reads: string[];
  texts: string[];
  settings: Record<string, unknown>;
}
