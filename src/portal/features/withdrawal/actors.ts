// The withdrawal confirmation machine's actor (flows/withdrawalConfirmation.machine.ts) on a
// FlowEnv: the withdraw page and the model tests (tests/flows/withdrawal-confirmation.model.test.ts)
// run this same code. The platform decides refunds and forced receipts; `platformEvent` turns
// what it reports into the machine's event.
import { fromPromise } from 'xstate';
import type { WithdrawalAnswer, WithdrawalConfirmationEvent } from '../../../../flows/withdrawalConfirmation.machine.ts';
import type { FlowEnv } from '../../api/flow-env.ts';
import type { WithdrawRequestResponse } from '../../../generated/api/withdrawRequest.ts';

export function withdrawalConfirmationActors(env: FlowEnv, withdrawalId: number) {
  return {
    sendAnswer: fromPromise<void, { answer: WithdrawalAnswer; proofImage: string | null }>(async ({ input }) => {
      const proof = input.answer === 'notReceived' && input.proofImage ? { proof: input.proofImage } : {};
      await env.call('withdrawConfirm', { id: withdrawalId, answer: input.answer, ...proof });
    }),
  };
}

/** The machine event for a settled dispute, or null while the platform has not settled it. */
export function platformEvent(item: Pick<WithdrawRequestResponse, 'confirmation'>): WithdrawalConfirmationEvent | null {
  if (item.confirmation === 'refunded') return { type: 'REFUNDED' };
  if (item.confirmation === 'forced_received') return { type: 'FORCED_RECEIVED' };
  return null;
}
