// Regression: the platform's agent flag left out type 4 while the spec (section
// 4) sets it for 1, 2, 4, 41, 42; the affiliate lookup accepts only real agents (1, 2, 41, 42).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t?.close());

describe('the agent flag follows the shared rule', () => {
  it('is set for an agent and the trial account, not for a member, in login and member info', async () => {
    for (const [username, password, flag] of [['agent01', 'Agent@123', true], ['trial01', 'Trial@123', true], ['member01', 'Member@123', false]] as const) {
      const login = await t.login(username, password, { ip: '127.0.0.1' });
      expect(login.body.value.isAgent, username).toBe(flag);
      const info = await t.raw('GET', '/wps/member/info', { token: login.body.value.token, ip: '127.0.0.1' });
      expect(info.body.value.isAgent, username).toBe(flag);
    }
  });

  it('free play accounts carry the flag too', async () => {
    const response = await t.raw('POST', '/wps/session/login/freeplay', { ip: freshIp() });
    expect(response.body.value).toMatchObject({ type: 4, isAgent: true });
  });
});
