// A paragraph of translated text with an optional heading.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./TextBlock.tsx').then((m) => m.TextBlock);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
