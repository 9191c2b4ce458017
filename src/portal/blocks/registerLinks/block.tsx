// The agent's invite links (a downline page's part; any agent-centre page may show it).
import { loadRegisterLinks } from '../../features/agent/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadRegisterLinks().then((m) => m.RegisterLinks);
