// The filter a page's list blocks share (engine/use-page-filter.ts), in the page address.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./ListFilter.tsx').then((m) => m.ListFilter);
