// A paragraph of translated text with an optional heading.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./TextBlock.tsx').then((m) => m.TextBlock);
