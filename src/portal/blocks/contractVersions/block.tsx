// Every version of the agent's own contract of a type (shown once it held one).
import { loadContractParts } from '../../features/contracts/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadContractParts().then((m) => m.ContractVersionsPart);
