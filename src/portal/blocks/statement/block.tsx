// The member's statement of every money movement, with its CSV download.
import { loadStatement } from '../../features/history/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadStatement().then((m) => m.Statement);
