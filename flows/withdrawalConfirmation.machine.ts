/**
 * Withdrawal confirmation (spec 4): the member marks a withdrawal received, not received
 * (with a proof image) or fully received. No answer before the deadline counts as received.
 * A disputed ("not received") withdrawal is settled by the platform: refunded, or forced to
 * received, which does not refund the deposit. The deadline is kept, never a ticking counter.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toFlowError, type FlowError } from './types.ts';

export type WithdrawalAnswer = 'received' | 'notReceived' | 'fullyReceived';

export interface WithdrawalConfirmationInput {
  /** constants.withdrawalConfirmMinutes. */
  confirmMinutes: number;
  /** When the withdrawal was paid out (ms since epoch); the deadline counts from here. */
  paidAt: number;
}

export interface WithdrawalConfirmationContext extends WithdrawalConfirmationInput {
  deadline: number;
  answer: WithdrawalAnswer | null;
  proofImage: string | null;
  refunded: boolean;
  error: FlowError | null;
}

export type WithdrawalConfirmationEvent =
  | { type: 'MARK_RECEIVED' }
  | { type: 'MARK_FULLY_RECEIVED' }
  | { type: 'MARK_NOT_RECEIVED'; proofImage: string | null }
  | { type: 'REFUNDED' }
  | { type: 'FORCED_RECEIVED' };

/** Proof must be a png or jpg data URL or file name (the activity upload rules, spec 5). */
export function isProofImage(image: string | null | undefined): boolean {
  if (!image) return false;
  return /^data:image\/(png|jpe?g);base64,/i.test(image) || /\.(png|jpe?g)$/i.test(image);
}

export function confirmationDeadline(paidAt: number, minutes: number): number {
  return paidAt + minutes * 60_000;
}

export const withdrawalConfirmationMachine = setup({
  types: { input: {} as WithdrawalConfirmationInput, context: {} as WithdrawalConfirmationContext, events: {} as WithdrawalConfirmationEvent },
  actors: {
    sendAnswer: fromPromise<void, { answer: WithdrawalAnswer; proofImage: string | null }>(async () => { throw new Error('sendAnswer is not provided'); }),
  },
  guards: {
    hasProofImage: ({ event }) => event.type === 'MARK_NOT_RECEIVED' && isProofImage(event.proofImage),
    answeredReceived: ({ context }) => context.answer === 'received',
    answeredFully: ({ context }) => context.answer === 'fullyReceived',
  },
  actions: {
    answer: assign((_, params: { answer: WithdrawalAnswer }) => ({ answer: params.answer, error: null })),
    attachProof: assign({ proofImage: ({ event }) => (event.type === 'MARK_NOT_RECEIVED' ? event.proofImage : null) }),
    flagMissingProof: assign({ error: { errorCode: 'proof_required', message: 'proof image required' } }),
    timeOut: assign({ answer: 'received' as const }),
    refund: assign({ refunded: true }),
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    showError: () => {},
  },
  delays: {
    // Whatever is left of the window when the screen opens (0 if it has already passed).
    untilDeadline: ({ context }) => Math.max(0, context.deadline - Date.now()),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: ({ input }) => ({ ...input, deadline: confirmationDeadline(input.paidAt, input.confirmMinutes), answer: null, proofImage: null, refunded: false, error: null }),
  initial: 'awaiting',
  states: {
    awaiting: {
      after: { untilDeadline: { target: 'received', actions: 'timeOut' } },
      on: {
        MARK_RECEIVED: { target: 'sending', actions: { type: 'answer', params: { answer: 'received' } } },
        MARK_FULLY_RECEIVED: { target: 'sending', actions: { type: 'answer', params: { answer: 'fullyReceived' } } },
        MARK_NOT_RECEIVED: [
          { guard: 'hasProofImage', target: 'sending', actions: [{ type: 'answer', params: { answer: 'notReceived' } }, 'attachProof'] },
          { actions: 'flagMissingProof' },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'sendAnswer',
        id: 'sendAnswer',
        input: ({ context }) => ({ answer: context.answer ?? 'received', proofImage: context.proofImage }),
        onDone: [
          { guard: 'answeredReceived', target: 'received' },
          { guard: 'answeredFully', target: 'fullyReceived' },
          { target: 'notReceived' },
        ],
        onError: { target: 'awaiting', actions: ['setError', 'showError'] },
      },
    },
    received: { type: 'final' },
    fullyReceived: { type: 'final' },
    notReceived: {
      on: {
        REFUNDED: { target: 'refunded', actions: 'refund' },
        FORCED_RECEIVED: 'forcedReceived',
      },
    },
    refunded: { type: 'final' },
    /** Forced to received by the platform: the deposit is not refunded. */
    forcedReceived: { type: 'final' },
  },
});
