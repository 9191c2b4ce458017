// The contract machine's actors (flows/contract.machine.ts) on a FlowEnv: the contract pages and
// the model tests (tests/flows/contract.model.test.ts) run this same code. The machine speaks for
// the holder; what the upline does (grant or refuse a request, a new offer) reaches it as events
// that `platformEvent` derives from the platform's view of the contract.
import { fromPromise } from 'xstate';
import type { ContractDecision, ContractEvent, ContractType } from '../../../../flows/contract.machine.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import type { AgentContract } from '../../../generated/api/common/agent-contract.ts';

/** `contractId` is read at call time: a new offer (a new version) replaces the one the machine started on. */
export function contractActors(env: FlowEnv, contractId: () => number) {
  return {
    decide: fromPromise<void, { type: ContractType; decision: ContractDecision; terminateDownline: boolean }>(async ({ input }) => {
      await env.call('agentContractDecide', { id: contractId(), decision: input.decision, ...(input.terminateDownline ? { agreeDownlineTermination: true } : {}) });
    }),
    sendRequest: fromPromise<void, { type: ContractType; kind: 'newContract' | 'termination'; rate: number | null }>(async ({ input }) => {
      await env.call('agentContractRequest', { id: contractId(), kind: input.kind, ...(input.rate !== null ? { rate: input.rate } : {}) });
    }),
  };
}

/** Where the machine starts for a contract the holder reads (null: nothing left to decide). */
export function machineStateOf(row: AgentContract): 'offered' | 'active' | 'terminationRequested' | 'newContractRequested' | null {
  if (row.status === 'offered') return 'offered';
  if (row.status !== 'active') return null;
  if (row.request?.by === 'holder') return row.request.kind === 'termination' ? 'terminationRequested' : 'newContractRequested';
  return 'active';
}

/** The highest rate among the downline contracts accepting this offer would end (null: none). */
export const downlineRateOf = (row: AgentContract): number | null =>
  row.endsDownline && row.endsDownline.length > 0 ? Math.max(...row.endsDownline.map((c) => c.rate)) : null;

/**
 * The upline's answer to the holder's request, as the machine's event: terminated (TERMINATE), the
 * request refused or answered by a new offer so the contract is plain active again (WITHDRAW_REQUEST).
 */
export function platformEvent(waiting: 'terminationRequested' | 'newContractRequested', row: AgentContract): ContractEvent | null {
  if (waiting === 'terminationRequested' && row.status === 'terminated') return { type: 'TERMINATE' };
  if (row.status === 'active' && row.request === null) return { type: 'WITHDRAW_REQUEST' };
  return null;
}
