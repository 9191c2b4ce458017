// Model-based tests: registration and the SMS button, run with real actors against the
// reference platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise, type EventObject } from 'xstate';
import { generatePaths, pathFromEvents } from '../../flows/paths/generate.ts';
import { registrationModel, smsCountdownModel } from '../../flows/paths/models.ts';
import { startTestPlatform, type TestPlatform } from './model/platform.ts';
import { registrationHarness, smsCountdownHarness } from './model/registration.harness.ts';
import { runPath } from './model/runner.ts';
import type { CallRequest } from '../../src/shared/api/index.ts';

let tp: TestPlatform;
beforeAll(async () => { tp = await startTestPlatform(); });
afterAll(async () => { await tp?.close(); });

describe('registration paths against the reference platform', () => {
  for (const [i, path] of generatePaths(registrationModel).paths.entries()) {
    it(`path ${i + 1}: ${path.description}`, async () => { await runPath(registrationHarness(tp), path); });
  }
});

describe('smsCountdown paths against the reference platform', () => {
  for (const [i, path] of generatePaths(smsCountdownModel).paths.entries()) {
    it(`path ${i + 1}: ${path.description}`, async () => { await runPath(smsCountdownHarness(tp), path); });
  }
});

// A hand-picked path on top of the generated ones: registering through an agent's link.
const viaAgentLink = pathFromEvents(registrationModel, [
  registrationModel.events['xstate.done.actor.lookupAffiliate']![0]!,
  registrationModel.events['xstate.done.actor.loadCaptcha']![0]!,
  registrationModel.events.EDIT![0]!,
  { type: 'CONFIRM_AGE', confirmed: true } as EventObject,
  { type: 'SUBMIT' },
  registrationModel.events['xstate.done.actor.submitRegistration']![0]!,
  registrationModel.events['xstate.done.actor.loadMemberInfo']![0]!,
]);

describe('registration through an agent link', () => {
  it('hides the affiliate input and the new member gets the agent as upline', async () => {
    expect(viaAgentLink.state.value).toMatchObject({ affiliate: 'hidden', form: 'registered' });
    await runPath(registrationHarness(tp), viaAgentLink);
  });
});

describe('a broken implementation fails and names the path', () => {
  it('a registration that drops the affiliate code loses the upline', async () => {
    const path = viaAgentLink;
    const real = registrationHarness(tp);
    const broken: typeof real = {
      ...real,
      machine: (ctx, gate) => real.machine(ctx, gate).provide({
        actors: {
          submitRegistration: fromPromise(({ input }: { input: { mode: string; values: Record<string, string>; ageConfirmed: boolean } }) =>
            gate.hold('submitRegistration', () => {
              const { affiliateCode: _dropped, ...values } = input.values;
              return ctx.path.client.call('register', { ...values, ageConfirmed: input.ageConfirmed, loginDeviceId: ctx.deviceId } as CallRequest<'register'>);
            })) as never,
        },
      }),
    };
    const error = await runPath(broken, path).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('registration: path failed at step');
    expect(error?.message).toMatch(/✗ \d+\. submitRegistration succeeds/);
  });
});
