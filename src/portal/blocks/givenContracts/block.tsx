// The contracts of a type the agent gave its direct downline agents: offers, their requests, ending them.
import { loadContractParts } from '../../features/contracts/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadContractParts().then((m) => m.GivenContractsPart);
