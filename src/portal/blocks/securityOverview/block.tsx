// The security score and its items (each scrolls to the part that fixes it).
import { loadSecurityOverview } from '../../features/security/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadSecurityOverview().then((m) => m.SecurityOverview);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
