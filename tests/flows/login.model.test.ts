// Model-based test: every generated login path, run by the login machine with real actors
// against the reference platform (PGlite in memory, random port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaths } from '../../flows/paths/generate.ts';
import { loginModel } from '../../flows/paths/login.model.ts';
import { PlatformError } from '../../src/shared/api/index.ts';
import { startTestPlatform, type TestPlatform } from './model/platform.ts';
import { loginHarness } from './model/login.harness.ts';
import { runPath } from './model/runner.ts';

const { paths } = generatePaths(loginModel);
let tp: TestPlatform;

beforeAll(async () => { tp = await startTestPlatform(); });
afterAll(async () => { await tp?.close(); });

describe('login paths against the reference platform', () => {
  const harness = () => loginHarness(tp);
  for (const [i, path] of paths.entries()) {
    const reason = loginHarness({} as TestPlatform).unsupported?.(path) ?? null;
    const title = `path ${i + 1}: ${path.description}`;
    if (reason) it.skip(`${title} (skipped: ${reason})`, () => {});
    else it(title, async () => { await runPath(harness(), path); });
  }
});

describe('a broken implementation fails the model test and names the path', () => {
  it('a submitLogin that ignores the password fails on the wrong-password path', async () => {
    const wrongPassword = paths.find((p) => p.steps.some((s) => (s.event as { scenario?: string }).scenario === 'wrong password, captcha'));
    expect(wrongPassword).toBeDefined();
    // Broken: sends the account's real password whatever was typed.
    const broken = loginHarness(tp, {
      submitLogin: (input, ctx) => ctx.path.client.call('login', { ...input, password: 'Member@123', loginDeviceId: ctx.deviceId }),
    });
    const error = await runPath(broken, wrongPassword!).then(() => null, (e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain('login: path failed at step');
    expect(error!.message).toContain('submitLogin fails (wrong password, captcha)');
    expect(error!.message).toMatch(/✗ \d+\. submitLogin fails/);
  });

  it('a submitLogin that swallows errors fails on the refused path', async () => {
    const refused = paths.find((p) => p.steps.some((s) => (s.event as { scenario?: string }).scenario === 'refused' && s.event.type.includes('submitLogin')));
    expect(refused).toBeDefined();
    const broken = loginHarness(tp, {
      submitLogin: async (input, ctx) => {
        try {
          return await ctx.path.client.call('login', { ...input, loginDeviceId: ctx.deviceId });
        } catch (e) {
          if (e instanceof PlatformError) return { token: 'fake-token' };
          throw e;
        }
      },
    });
    const error = await runPath(broken, refused!).then(() => null, (e: Error) => e);
    expect(error?.message).toContain('Path:');
    expect(error?.message).toContain('submitLogin fails (refused)');
  });
});
