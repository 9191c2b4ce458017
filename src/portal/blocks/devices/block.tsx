// The signed-in devices, each with a sign-out.
import { loadDevices } from '../../features/security/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDevices().then((m) => m.Devices);

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
