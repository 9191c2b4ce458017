// The member's statement of every money movement, with its CSV download.
import { loadStatement } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadStatement().then((m) => m.Statement);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
