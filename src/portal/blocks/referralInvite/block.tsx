// The member's invite link with its QR code and Copy.
import { loadReferralBlocks } from '../../features/referral/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadReferralBlocks().then((m) => m.ReferralInvite);
