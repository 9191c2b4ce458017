// One article of the merchant's help content.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./HelpArticleBlock.tsx').then((m) => m.HelpArticleBlock);
