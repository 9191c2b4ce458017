// Setting or changing the transaction password.
import { loadPaymentPassword } from '../../features/withdrawal/index.ts';
import { anchored } from '../anchored.tsx';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPaymentPassword().then(({ PaymentPassword }) => anchored('security-payment-password', PaymentPassword));

// Open to a restricted session (a break in force): it makes no call such a session may not make.
export const openWhenRestricted = true;
