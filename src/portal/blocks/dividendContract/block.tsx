// The agent's dividend contracts: offers and decisions.
import { loadContractPages } from '../../features/contracts/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadContractPages().then((m) => m.DividendContractPage);
