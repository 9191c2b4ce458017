// Limits, reality check, time-out and self-exclusion.
import { loadResponsibleGaming } from '../../features/protection/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadResponsibleGaming().then((m) => m.ResponsibleGaming);
