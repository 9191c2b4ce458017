// The agent's own contract of a type, from its upline: its tiers, and accepting, asking or ending it.
import { loadContractParts } from '../../features/contracts/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadContractParts().then((m) => m.HeldContractPart);
