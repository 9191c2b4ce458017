// The reality-check interval.
import { loadResponsibleGaming } from '../../features/protection/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadResponsibleGaming().then((m) => m.RealityCheckPart);

// Open to a restricted session (a break in force): it reads the break's state; the platform refuses
// a change of the reminder then (account.excluded, shown on the form).
export const openWhenRestricted = true;
