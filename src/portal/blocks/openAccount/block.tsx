// The agent's button to open a direct player's account.
import { loadOpenAccount } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadOpenAccount().then((m) => m.OpenAccount);
