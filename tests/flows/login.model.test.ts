// Model-based test: every generated login path, run by the login machine with real actors
// against the reference platform (PGlite in memory, random port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePaths } from '../../flows/paths/generate.ts';
import { loginModel } from '../../flows/paths/login.model.ts';
import { PlatformError } from '../../src/shared/api/index.ts';
import type { FlowPath } from '../../flows/paths/generate.ts';
import { totp, totpStep } from '../../src/platform/security/totp.ts';
import { SEED_TOTP_SECRET, seedMobile } from '../../src/platform/seed.ts';
import { createPathClient, startTestPlatform, type TestPlatform } from './model/platform.ts';
import { loginHarness, type LoginPathContext } from './model/login.harness.ts';
import { nodeEnv } from './model/node-env.ts';
import { scenarioOf } from './model/common.ts';
import { runPath, type ModelHarness } from './model/runner.ts';

const { paths } = generatePaths(loginModel);

/** The same number of digits, each one off: never the right code. */
const mistyped = (code: string): string => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

const isTwoFactorPath = (path: FlowPath) => path.steps.some((s) => (s.event as { scenario?: string }).scenario === '2FA');

/**
 * The 2FA paths run against the platform's TOTP step: the seeded `secure01` (enrolled with
 * SEED_TOTP_SECRET) on `cnstar`, whose features.twoFactor is on; the VERIFY step types the
 * authenticator's current code, computed from the documented secret at the platform's clock.
 * Every other path is the shared login harness unchanged.
 */
function withTwoFactor(tp: TestPlatform): ModelHarness<LoginPathContext> {
  const base = loginHarness(tp);
  const merchant = 'cnstar';
  const memberId = async () => {
    const member = await tp.platform.stores.members.findByUsername(merchant, 'secure01');
    if (!member) throw new Error('seed account secure01 missing on cnstar');
    return member.id;
  };
  return {
    ...base,
    async setup(path) {
      const ctx = await base.setup(path);
      if (!isTwoFactorPath(path)) return ctx;
      const config = tp.platform.merchants.byCode(merchant);
      if (!config?.features.twoFactor) throw new Error('cnstar must have features.twoFactor on for the 2FA paths');
      const client = createPathClient(tp.platform, merchant, null);
      const next = { ...ctx, merchant, path: client, env: nodeEnv(client, ctx.deviceId, merchant), username: 'secure01', password: 'Member@123', mobile: seedMobile(config, 6) };
      if (scenarioOf(path, 'submitCode') === 'done:password expired') {
        // secure01's password is older than cnstar's expiry: the login that passes the code asks for a new one.
        const member = await tp.platform.stores.members.findByUsername(merchant, 'secure01');
        await tp.platform.stores.members.setPassword(member!.id, member!.passwordHash, false, tp.clock.now() - 200 * 86_400_000);
        next.restore = () => tp.platform.stores.members.setPassword(member!.id, member!.passwordHash, false, tp.clock.now());
      }
      return next;
    },
    async arrange(outcomes, ctx) {
      await base.arrange?.(outcomes, ctx);
      for (const event of outcomes) {
        if (event.type === 'xstate.error.actor.submitCode' && (event as { scenario?: string }).scenario === 'network') ctx.path.dropNext('/wps/session/login');
      }
    },
    async events(event, ctx, path, index, actor) {
      if (event.type === 'VERIFY' && isTwoFactorPath(path)) {
        // The member mistypes the code where the path says the code is refused.
        const code = totp(SEED_TOTP_SECRET, tp.clock.now());
        return [{ type: 'VERIFY', code: scenarioOf(path, 'submitCode', index) === 'error:wrong code' ? mistyped(code) : code } as typeof event];
      }
      return base.events ? base.events(event, ctx, path, index, actor) : [event];
    },
    async check(step, ctx, path) {
      await base.check?.(step, ctx, path);
      if (!isTwoFactorPath(path)) return;
      const context = step.live.context as { verification: Record<string, unknown> | null; verificationCode: string | null };
      if (step.event.type === 'xstate.error.actor.submitLogin') {
        // The platform asked for the authenticator code, and no session exists yet.
        expect(context.verification).toEqual({ verifyType: 'totp' });
        expect(ctx.path.token).toBeNull();
      }
      if (step.event.type === 'xstate.error.actor.submitCode' && (step.event as { scenario?: string }).scenario === 'wrong code') {
        // The refused code leaves the member in the code step, the challenge open, no session.
        expect(step.live.value).toMatchObject({ flow: { twoFactor: 'awaitingCode' } });
        expect(context.verification).toEqual({ verifyType: 'totp' });
        expect(ctx.path.token).toBeNull();
      }
      if (step.event.type === 'VERIFY' && scenarioOf(path, 'submitCode', step.index) === 'done:plain') {
        // The login sent with the code is accepted by the platform: it records the code's step as used.
        const id = await memberId();
        const expected = totpStep(tp.clock.now());
        const deadline = Date.now() + 10_000;
        let lastStep: number | null = null;
        while (Date.now() < deadline) {
          lastStep = (await tp.platform.stores.totp.find(id))?.lastStep ?? null;
          if (lastStep === expected) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(lastStep, 'the platform never accepted the TOTP code the machine sent').toBe(expected);
        expect(context.verificationCode).toBe(totp(SEED_TOTP_SECRET, tp.clock.now()));
      }
    },
  };
}
let tp: TestPlatform;

beforeAll(async () => { tp = await startTestPlatform(); });
afterAll(async () => { await tp?.close(); });

describe('login paths against the reference platform', () => {
  const harness = () => withTwoFactor(tp);
  for (const [i, path] of paths.entries()) {
    it(`path ${i + 1}: ${path.description}`, async () => { await runPath(harness(), path); });
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
