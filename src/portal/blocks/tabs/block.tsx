// Tabs over lists of blocks, the current tab in the page address.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./TabsBlock.tsx').then((m) => m.TabsBlock);
