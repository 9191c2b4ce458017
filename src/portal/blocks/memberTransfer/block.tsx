// A member's transfer to the upline.
import { loadTransferPage } from '../../features/transfer/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadTransferPage().then((m) => m.MemberTransferPage);
