// Model-based tests: the generated paths of free play, logout, change password and forgot
// password, run by the machines with real actors against the reference platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { generatePaths } from '../../flows/paths/generate.ts';
import { changePasswordModel, forgotPasswordModel, freePlayModel, logoutModel } from '../../flows/paths/models.ts';
import { startTestPlatform, type TestPlatform } from './model/platform.ts';
import { changePasswordHarness, forgotPasswordHarness, freePlayHarness, logoutHarness } from './model/session.harnesses.ts';
import { runPath, type ModelHarness } from './model/runner.ts';
import type { PathModel } from '../../flows/paths/model.ts';

let tp: TestPlatform;
beforeAll(async () => { tp = await startTestPlatform(); });
afterAll(async () => { await tp?.close(); });

const suites: [PathModel, () => ModelHarness<never>][] = [
  [freePlayModel, () => freePlayHarness(tp) as ModelHarness<never>],
  [logoutModel, () => logoutHarness(tp) as ModelHarness<never>],
  [changePasswordModel, () => changePasswordHarness(tp) as ModelHarness<never>],
  [forgotPasswordModel, () => forgotPasswordHarness(tp) as ModelHarness<never>],
];

for (const [model, harness] of suites) {
  describe(`${model.id} paths against the reference platform`, () => {
    for (const [i, path] of generatePaths(model).paths.entries()) {
      // A path the portal's actors cannot take against the reference platform is listed with why.
      const reason = harness().unsupported?.(path) ?? null;
      const title = `path ${i + 1}: ${path.description}`;
      if (reason) it.skip(`${title} (skipped: ${reason})`, () => {});
      else it(title, async () => { await runPath(harness(), path); });
    }
  });
}

describe('a broken implementation fails and names the path', () => {
  it('a logout that never calls the server fails the revoked-token check', async () => {
    const path = generatePaths(logoutModel).paths.find((p) => p.steps.some((s) => s.event.type === 'xstate.done.actor.serverLogout'))!;
    const real = logoutHarness(tp);
    const broken: typeof real = {
      ...real,
      machine: (ctx, gate) => real.machine(ctx, gate).provide({ actors: { serverLogout: fromPromise(async () => gate.hold('serverLogout', async () => undefined)) } }),
    };
    const error = await runPath(broken, path).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('logout: path failed at step');
    expect(error?.message).toContain('serverLogout succeeds (session ended)');
    expect(error?.message).toMatch(/✗ \d+\. serverLogout succeeds/);
  });

  it('a free play that signs in a normal member fails the trial check', async () => {
    const path = generatePaths(freePlayModel).paths.find((p) => p.state.value === 'playing')!;
    const real = freePlayHarness(tp);
    const broken: typeof real = {
      ...real,
      machine: (ctx, gate) => real.machine(ctx, gate).provide({
        actors: {
          freePlayLogin: fromPromise(() => gate.hold('freePlayLogin', () => ctx.path.client.call('login', { type: 'username', username: 'member01', password: 'Member@123' }))) as never,
        },
      }),
    };
    const error = await runPath(broken, path).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('freePlay: path failed at step');
    expect(error?.message).toContain('Path:');
  });
});
