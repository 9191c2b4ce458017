// Setting or changing the transaction password.
import { loadPaymentPassword } from '../../features/withdrawal/index.ts';
import { anchored } from '../anchored.tsx';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadPaymentPassword().then(({ PaymentPassword }) => anchored('security-payment-password', PaymentPassword));
