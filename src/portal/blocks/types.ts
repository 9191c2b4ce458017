// What a block folder gives the registry: `block.tsx` exports `load`, which brings the block's
// component in its own chunk, and `openWhenRestricted = true` when every call the block reads is
// one a restricted session (a time-out or self-exclusion in force) may make (a change it offers
// may still be refused then, as the platform decides per call: account.excluded on the form); `block.json` holds its description, the calls it reads, the text
// key families it uses and its settings schema (checked by `npm run validate`).
import type { ComponentType } from 'react';
import type { CallName } from '../../shared/api/index.ts';
import type { PlatformErrorCode } from '../../generated/api/error-codes.ts';
import type { ResolvedBlock } from '../../shared/pages/merge.ts';

export type { ResolvedBlock };

export interface BlockProps {
  block: ResolvedBlock;
}

export type BlockLoader = () => Promise<ComponentType<BlockProps>>;

/** A block folder's block.tsx. */
export interface BlockModule {
  load: BlockLoader;
  /** Every call the block reads is open to a restricted session (its call schema says `openDuringBreak`). */
  openWhenRestricted?: true;
  /**
   * The block shows nothing while this call answers this error code (its feature is switched off
   * for the merchant): a tabs block leaves out a tab whose blocks are all closed, and itself when
   * every tab is, so a closed feature shows one closed state and no empty tabs.
   */
  closedWhen?: BlockClosed;
}

export interface BlockClosed {
  call: CallName;
  errorCode: PlatformErrorCode;
}

export interface BlockMeta {
  description: string;
  reads: string[];
  texts: string[];
  settings: Record<string, unknown>;
}
