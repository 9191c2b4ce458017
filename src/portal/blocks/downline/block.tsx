// The agent's direct players and agents: searching, opening an account, managing a member.
import { loadDownline } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDownline().then((m) => m.Downline);
