// The reality-check interval.
import { loadResponsibleGaming } from '../../features/protection/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadResponsibleGaming().then((m) => m.RealityCheckPart);

// Open to a restricted session (a break in force): the reminder's setting is shown, not offered
// for change, which the platform refuses then (account.excluded).
export const openWhenRestricted = true;
