// The agentIncome request for My income's filter: one contract type, or every type ('all').
import type { ContractSettlement } from '../../../generated/api/common/contract-settlement.ts';

export const incomeRequest = (type: string): { type?: ContractSettlement['type'] } => (type === 'all' ? {} : { type: type as ContractSettlement['type'] });
