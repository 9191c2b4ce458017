// The filter a page's list blocks share (engine/use-page-filter.ts), in the page address.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./ListFilter.tsx').then((m) => m.ListFilter);

// Open to a restricted session (a break in force): it makes no call, and the history pages a member
// on a break may read are lists under it.
export const openWhenRestricted = true;
