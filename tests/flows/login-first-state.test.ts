// The login form shows before the login machine runs (src/portal/features/login/LoginModal.tsx)
// and names the machine's first state as its data-flow-state, which the model-based browser
// tests compare with the model. That state must be the machine's real first state.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../flows/login.machine.ts';
import { loginModelInput } from '../../flows/paths/login.model.ts';
import { FIRST_FLOW_STATE } from '../../src/portal/features/login/first-state.ts';

describe('the login form before the machine runs', () => {
  it('shows the login machine\'s first state', () => {
    const actor = createActor(loginMachine, { input: loginModelInput });
    expect(actor.getSnapshot().value).toEqual(FIRST_FLOW_STATE);
  });
});
