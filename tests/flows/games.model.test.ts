// Model-based tests: game launch and customer service, run with real actors against the
// reference platform (with its games area).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { generatePaths } from '../../flows/paths/generate.ts';
import { customerServiceModel, gameLaunchModel } from '../../flows/paths/models.ts';
import { startTestPlatform, type TestPlatform } from './model/platform.ts';
import { customerServiceHarness, gameLaunchHarness } from './model/games.harnesses.ts';
import { runPath } from './model/runner.ts';

let tp: TestPlatform;
beforeAll(async () => { tp = await startTestPlatform({ games: true }); });
afterAll(async () => { await tp?.close(); });

for (const [model, harness] of [[gameLaunchModel, gameLaunchHarness], [customerServiceModel, customerServiceHarness]] as const) {
  describe(`${model.id} paths against the reference platform`, () => {
    for (const [i, path] of generatePaths(model).paths.entries()) {
      const reason = harness({} as TestPlatform).unsupported?.(path) ?? null;
      const title = `path ${i + 1}: ${path.description}`;
      if (reason) it.skip(`${title} (skipped: ${reason})`, () => {});
      else it(title, async () => { await runPath(harness(tp) as never, path); });
    }
  });
}

describe('a broken implementation fails and names the path', () => {
  it('a customer service that skips the decryption navigates nowhere useful', async () => {
    const path = generatePaths(customerServiceModel).paths.find((p) => p.state.value === 'open')!;
    const real = customerServiceHarness(tp);
    const broken: typeof real = {
      ...real,
      machine: (ctx, gate) => real.machine(ctx, gate).provide({
        actors: { decryptPath: fromPromise(({ input }: { input: { path: string } }) => gate.hold('decryptPath', async () => `https://cs.example.com/${encodeURIComponent(input.path)}`)) as never },
      }),
    };
    const error = await runPath(broken, path).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('customerService: path failed at step');
    expect(error?.message).toMatch(/✗ \d+\. decryptPath succeeds/);
  });
});
