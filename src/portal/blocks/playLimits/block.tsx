// The member's loss, wager and session-time limits; the deposit page links here by fragment.
import { loadPlayLimits } from '../../features/limits/index.ts';
import { anchored } from '../anchored.tsx';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPlayLimits().then(({ PlayLimits }) => anchored('play-limits', PlayLimits));

// Open to a restricted session (a break in force): the limits are read and may be lowered; a
// removal and a confirmation, which the platform refuses then (account.excluded), are not offered,
// and a raise typed in is refused on the form.
export const openWhenRestricted = true;
