// Tabs over lists of blocks, the current tab in the page address.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./TabsBlock.tsx').then((m) => m.TabsBlock);

// Open to a restricted session (a break in force) when every block in its tabs is: it makes no call
// of its own (shared/protection.ts checks the blocks inside).
export const openWhenRestricted = true;
