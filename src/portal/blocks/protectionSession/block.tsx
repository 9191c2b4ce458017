// This session's time and net result, under the responsible-gaming page's opening words.
import { loadResponsibleGaming } from '../../features/protection/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadResponsibleGaming().then((m) => m.ProtectionSession);

// Open to a restricted session (a break in force): the break's state, and lengthening it, are.
export const openWhenRestricted = true;
