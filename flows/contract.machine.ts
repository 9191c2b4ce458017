/**
 * One agent contract (spec 1, 3, 4): dividend, daily, hourly or real-time salary. Offered →
 * accepted or rejected; active → terminated; the holder may ask for a new contract or for
 * termination. A contract that is already active on the server is restored with
 * `contractMachine.resolveState({ value: 'active', context })`. Accepting an offer whose rate is lower than a contract the holder has given
 * to a downline terminates that downline contract, once the holder agrees to it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from './types.ts';

export type ContractType = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
export type ContractPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

export interface ContractInput {
  type: ContractType;
  /** The offered rate. */
  rate: number;
  /** Highest rate of the holder's own downline contracts of the same type; null if none. */
  downlineRate: number | null;
}

export interface ContractContext extends ContractInput {
  terminatesDownline: boolean;
  requestedRate: number | null;
  error: FlowError | null;
}

export type ContractEvent =
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'AGREE' }
  | { type: 'DISAGREE' }
  | { type: 'TERMINATE' }
  | { type: 'REQUEST_TERMINATION' }
  | { type: 'REQUEST_NEW_CONTRACT'; rate: number }
  | { type: 'OFFER'; rate: number }
  | { type: 'WITHDRAW_REQUEST' };

export type ContractDecision = 'accept' | 'reject' | 'terminate';

/** A new rate below an existing downline contract's rate forces that one to end (spec 4). */
export function lowersBelowDownline(rate: number, downlineRate: number | null): boolean {
  return downlineRate !== null && rate < downlineRate;
}

export const contractMachine = setup({
  types: { input: {} as ContractInput, context: {} as ContractContext, events: {} as ContractEvent },
  actors: {
    decide: fromPromise<void, { type: ContractType; decision: ContractDecision; terminateDownline: boolean }>(async () => { throw new Error('decide is not provided'); }),
    sendRequest: fromPromise<void, { type: ContractType; kind: 'newContract' | 'termination'; rate: number | null }>(async () => { throw new Error('sendRequest is not provided'); }),
  },
  guards: {
    rateBelowDownline: ({ context }) => lowersBelowDownline(context.rate, context.downlineRate),
    positiveRate: ({ event }) => (event.type === 'REQUEST_NEW_CONTRACT' || event.type === 'OFFER') && event.rate > 0,
  },
  actions: {
    agreeToDownlineTermination: assign({ terminatesDownline: true }),
    keepDownline: assign({ terminatesDownline: false }),
    rememberRequestedRate: assign({ requestedRate: ({ event }) => (event.type === 'REQUEST_NEW_CONTRACT' ? event.rate : null) }),
    takeOffer: assign(({ event }) => (event.type === 'OFFER' ? { rate: event.rate, requestedRate: null, terminatesDownline: false } : {})),
    clearDownline: assign({ downlineRate: ({ context }) => (context.terminatesDownline ? null : context.downlineRate) }),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    showError: () => {},
  },
}).createMachine({
  id: 'contract',
  context: ({ input }) => ({ ...input, terminatesDownline: false, requestedRate: null, error: null }),
  initial: 'offered',
  states: {
    offered: {
      on: {
        ACCEPT: [
          { guard: 'rateBelowDownline', target: 'confirmingDownlineTermination' },
          { target: 'accepting', actions: 'keepDownline' },
        ],
        REJECT: 'rejecting',
      },
    },
    confirmingDownlineTermination: {
      on: {
        AGREE: { target: 'accepting', actions: 'agreeToDownlineTermination' },
        DISAGREE: 'offered',
      },
    },
    accepting: {
      invoke: {
        src: 'decide',
        id: 'accept',
        input: ({ context }) => ({ type: context.type, decision: 'accept' as const, terminateDownline: context.terminatesDownline }),
        onDone: { target: 'active', actions: ['clearDownline', 'clearError'] },
        onError: { target: 'offered', actions: ['setError', 'showError'] },
      },
    },
    rejecting: {
      invoke: {
        src: 'decide',
        id: 'reject',
        input: ({ context }) => ({ type: context.type, decision: 'reject' as const, terminateDownline: false }),
        onDone: 'rejected',
        onError: { target: 'offered', actions: ['setError', 'showError'] },
      },
    },
    active: {
      on: {
        TERMINATE: 'terminating',
        REQUEST_TERMINATION: 'requestingTermination',
        REQUEST_NEW_CONTRACT: { guard: 'positiveRate', target: 'requestingNewContract', actions: 'rememberRequestedRate' },
      },
    },
    terminating: {
      invoke: {
        src: 'decide',
        id: 'terminate',
        input: ({ context }) => ({ type: context.type, decision: 'terminate' as const, terminateDownline: false }),
        onDone: 'terminated',
        onError: { target: 'active', actions: ['setError', 'showError'] },
      },
    },
    requestingTermination: {
      invoke: {
        src: 'sendRequest',
        id: 'requestTermination',
        input: ({ context }) => ({ type: context.type, kind: 'termination' as const, rate: null }),
        onDone: 'terminationRequested',
        onError: { target: 'active', actions: ['setError', 'showError'] },
      },
    },
    terminationRequested: {
      on: { TERMINATE: 'terminated', WITHDRAW_REQUEST: 'active' },
    },
    requestingNewContract: {
      invoke: {
        src: 'sendRequest',
        id: 'requestNewContract',
        input: ({ context }) => ({ type: context.type, kind: 'newContract' as const, rate: context.requestedRate }),
        onDone: 'newContractRequested',
        onError: { target: 'active', actions: ['setError', 'showError'] },
      },
    },
    newContractRequested: {
      on: {
        OFFER: { guard: 'positiveRate', target: 'offered', actions: 'takeOffer' },
        WITHDRAW_REQUEST: 'active',
      },
    },
    rejected: { type: 'final' },
    terminated: { type: 'final' },
  },
});
