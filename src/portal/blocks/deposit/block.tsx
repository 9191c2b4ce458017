// The deposit channels and forms (gateway and manual transfer).
import { loadDepositPage } from '../../features/deposit/index.ts';
import type { BlockLoader } from '../types.ts';

export const load: BlockLoader = () => loadDepositPage().then((m) => m.DepositPage);
