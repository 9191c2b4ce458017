// One article of the merchant's help content.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./HelpArticleBlock.tsx').then((m) => m.HelpArticleBlock);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
