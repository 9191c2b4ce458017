// Model-based tests: every generated path of the contract machine (flows/paths/models.ts), run by
// the machine with the portal's own actors against the reference platform, as the holder of an
// offer from its upline; the platform's contract must agree with the machine after every step.
// Swapped wrong actors fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { generatePaths } from '../../flows/paths/generate.ts';
import { contractModel, contractModelInput } from '../../flows/paths/models.ts';
import { startTestPlatform, type TestPlatform } from './model/platform.ts';
import { runPath } from './model/runner.ts';
import { contractHarness } from './model/contract.harness.ts';

let tp: TestPlatform;
beforeAll(async () => { tp = await startTestPlatform(); });
afterAll(async () => { await tp?.close(); });

const generated = generatePaths(contractModel);

describe('contract paths cover the machine', () => {
  it('every state and transition', () => {
    expect(generated.states.missing).toEqual([]);
    expect(generated.transitions.missing).toEqual([]);
    expect(generated.paths.length).toBeGreaterThan(5);
  });
});

describe('contract paths against the reference platform', () => {
  for (const [i, path] of generated.paths.entries()) {
    it(`path ${i + 1}: ${path.description}`, async () => { await runPath(contractHarness(tp, contractModelInput), path); });
  }
});

const pathTo = (state: string) => generated.paths.find((p) => String(p.state.value) === state && p.steps.every((s) => !s.event.type.startsWith('xstate.error')))!;

describe('a wrong actor fails the paths', () => {
  it('a decide actor that always accepts fails the reject path', async () => {
    const harness = contractHarness(tp, contractModelInput, 'bdwin', (ctx) => ({
      decide: fromPromise(async () => { await ctx.env.call('agentContractDecide', { id: ctx.id, decision: 'accept' }); }),
    }));
    const error = await runPath(harness, pathTo('rejected')).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('contract: path failed at step');
  });

  it('a decide actor that acts on the downline contract instead fails the terminate path', async () => {
    const harness = contractHarness(tp, contractModelInput, 'bdwin', (ctx) => ({
      decide: fromPromise<void, { type: 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary'; decision: 'accept' | 'reject' | 'terminate'; terminateDownline: boolean }>(async ({ input }) => {
        await ctx.env.call('agentContractDecide', { id: input.decision === 'accept' ? ctx.id : ctx.lowId, decision: input.decision, agreeDownlineTermination: input.terminateDownline });
      }),
    }));
    const error = await runPath(harness, pathTo('terminated')).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('contract: path failed at step');
  });
});
