// The agent's direct players and agents: searching, opening an account, managing a member.
import { loadDownlineBlocks } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDownlineBlocks().then((m) => m.Downline);
