// The agent's button to open a direct player's account.
import { loadDownlineBlocks } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDownlineBlocks().then((m) => m.OpenAccount);
