// Runs one customer-service machine to its end (its own chunk: xstate stays off the first load).
import { createActor, waitFor } from 'xstate';
import { customerServiceMachine, type CustomerServiceProblem } from '../../../../flows/customerService.machine.ts';
import { browserEnv } from '../session/index.ts';
import { customerServiceFlow, type PopupOpener } from './actors.ts';

export async function runCustomerService(size: { width: number; height: number }, openPopup: PopupOpener, showProblem: (problem: CustomerServiceProblem | null) => void): Promise<void> {
  const flow = customerServiceFlow(browserEnv, openPopup);
  const actor = createActor(
    customerServiceMachine.provide({
      actors: flow.actors,
      actions: { ...flow.actions, showError: ({ context }) => showProblem(context.problem) },
    }),
    { input: size },
  ).start();
  actor.send({ type: 'OPEN' });
  await waitFor(actor, (s) => s.matches('open') || s.matches('blocked') || s.matches('failed'), { timeout: 60_000 }).catch(() => undefined);
  actor.stop();
}
