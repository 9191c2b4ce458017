// The member's loss, wager and session-time limits; the deposit page links here by fragment.
import { loadPlayLimits } from '../../features/limits/index.ts';
import { anchored } from '../anchored.tsx';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPlayLimits().then(({ PlayLimits }) => anchored('play-limits', PlayLimits));

// Open to a restricted session (a break in force): the limits are read and may be lowered; the
// platform refuses a raise, a removal or a confirmation then (account.excluded, shown on the form).
export const openWhenRestricted = true;
