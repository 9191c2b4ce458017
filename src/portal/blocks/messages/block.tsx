// The member's inbox.
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => import('../../features/messages/index.ts').then((m) => m.MessagesPage);
