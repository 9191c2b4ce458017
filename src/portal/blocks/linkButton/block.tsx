// A button that opens a portal page or an external address.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('./LinkButtonBlock.tsx').then((m) => m.LinkButtonBlock);
