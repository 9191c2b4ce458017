// Model-based tests: every generated path of withdrawalConfirmation (flows/paths/models.ts), run
// by the machine with the portal's own actor against the reference platform on each merchant;
// the platform's request must agree with the machine after every step. Swapped wrong actors fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { generatePaths } from '../../flows/paths/generate.ts';
import { withdrawalConfirmationModel } from '../../flows/paths/models.ts';
import { startTestPlatform, type TestPlatform } from './model/platform.ts';
import { runPath } from './model/runner.ts';
import { withdrawalHarness } from './model/withdrawal.harness.ts';

let tp: TestPlatform;
beforeAll(async () => { tp = await startTestPlatform(); });
afterAll(async () => { await tp?.close(); });

const generated = generatePaths(withdrawalConfirmationModel);

describe('withdrawalConfirmation paths cover the machine', () => {
  it('every state and transition', () => {
    expect(generated.states.missing).toEqual([]);
    expect(generated.transitions.missing).toEqual([]);
    expect(generated.paths.length).toBeGreaterThan(5);
  });
});

for (const merchant of ['bdwin', 'vnlotto', 'cnstar']) {
  describe(`withdrawalConfirmation paths against the reference platform (${merchant})`, () => {
    for (const [i, path] of generated.paths.entries()) {
      it(`path ${i + 1}: ${path.description}`, async () => { await runPath(withdrawalHarness(tp, merchant), path); });
    }
  });
}

const disputePath = () => generated.paths.find((p) => p.steps.some((s) => s.event.type === 'REFUNDED'))!;
const fullyPath = () => generated.paths.find((p) => p.steps.some((s) => s.event.type === 'MARK_FULLY_RECEIVED') && String(p.state.value) === 'fullyReceived')!;

describe('a wrong actor fails the paths', () => {
  it('an actor that answers "received" whatever the member chose fails the dispute path at the platform check', async () => {
    const harness = withdrawalHarness(tp, 'bdwin', (ctx) => ({
      sendAnswer: fromPromise(async () => { await ctx.path.client.call('withdrawConfirm', { id: ctx.id, answer: 'received' }); }),
    }));
    const error = await runPath(harness, disputePath()).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('withdrawalConfirmation: path failed at step');
    expect(error?.message).toMatch(/platform (status|confirmation) in notReceived/);
  });

  it('an actor that answers for another withdrawal fails the fully-received path', async () => {
    const harness = withdrawalHarness(tp, 'bdwin', (ctx) => ({
      sendAnswer: fromPromise<void, { answer: 'received' | 'notReceived' | 'fullyReceived'; proofImage: string | null }>(async ({ input }) => {
        await ctx.path.client.call('withdrawConfirm', { id: ctx.id + 100_000, answer: input.answer });
      }),
    }));
    const error = await runPath(harness, fullyPath()).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('withdrawalConfirmation: path failed at step');
  });
});
