// The agent's downline: members, register links, creating a member.
import { loadDownline } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDownline().then((m) => m.Downline);
