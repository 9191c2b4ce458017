// An agent's transfer to the downline or the upline.
import { loadTransferPage } from '../../features/transfer/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTransferPage().then((m) => m.AgentTransferPage);
