// The deposit channels, the deposit form and the member's deposits.
import { loadDepositPage } from '../../features/deposit/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDepositPage().then((m) => m.DepositPage);
