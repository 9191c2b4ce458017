// Regression: an optional field typed in and then emptied kept its old text in
// the registration machine (EDIT merged values and the form dropped the emptied key), so the
// machine refused the form for a field the user had cleared. An emptied field is absent: not
// checked, not sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { registrationMachine, type RegistrationPayload } from '../../flows/registration.machine.ts';
import { registrationModelInput } from '../../flows/paths/models.ts';

const email = { shown: true, required: false, pattern: { kind: 'email' as const, min: 6, max: 50, messageKey: 'pattern.email' } };

describe('registration: an emptied optional field is absent', () => {
  it('sends the form without the cleared email, and without blank values', async () => {
    const sent: RegistrationPayload[] = [];
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          lookupAffiliate: fromPromise<{ affiliateCode: string }, { affiliateCode: string | null }>(async () => { throw new Error('none'); }),
          loadCaptcha: fromPromise(async () => ({ image: 'img' })),
          submitRegistration: fromPromise(async ({ input }: { input: RegistrationPayload }) => { sent.push(input); return { token: 't' }; }),
          loadMemberInfo: fromPromise(async () => ({ account: 'newuser1', type: 0 })),
        },
      }),
      { input: { ...registrationModelInput, rules: { ...registrationModelInput.rules, fields: { ...registrationModelInput.rules.fields, email } } } },
    ).start();
    actor.send({ type: 'EDIT', values: { username: 'newuser1', password: 'Secret@12', confirmPassword: 'Secret@12', captcha: 'ABCD', email: 'x' } });
    actor.send({ type: 'EDIT', values: { email: '' } });
    actor.send({ type: 'EDIT', values: { affiliateCode: '   ' } });
    actor.send({ type: 'CONFIRM_AGE', confirmed: true });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, () => sent.length > 0);
    expect(sent[0]!.values).toEqual({ username: 'newuser1', password: 'Secret@12', confirmPassword: 'Secret@12', captcha: 'ABCD' });
    actor.stop();
  });
});
