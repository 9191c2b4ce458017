// A self-exclusion: a long break, or one with no end date.
import { loadResponsibleGaming } from '../../features/protection/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadResponsibleGaming().then((m) => m.SelfExclusionPart);

// Open to a restricted session (a break in force): the break's state, and lengthening it, are.
export const openWhenRestricted = true;
