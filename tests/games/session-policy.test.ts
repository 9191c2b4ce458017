// Game calls check the platform's session policy like every other call: an idle session (30 min)
// or one past its absolute life (12 h) answers 401 `login.not.session` on the fake clock, and a
// revoked one `user.or.token.invalid`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { startGamesHarness, type GamesHarness } from './harness.ts';

interface Env { success: boolean; errorCode: string | null }

let h: GamesHarness;
const policy = defaultPolicy();

async function call(path: string, token: string, body?: unknown): Promise<{ status: number; errorCode: string | null }> {
  const headers: Record<string, string> = { Merchant: 'bdwin', Device: 'web', 'X-Gateway-Version': '3', Authorization: token };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(h.url + path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, errorCode: ((await res.json()) as Env).errorCode };
}

// One call of each kind of member check: favourites, recent, the FAV list filter, and the launch.
const MEMBER_CALLS: [string, unknown?][] = [
  ['/wps/relay/MCSFE_getFavoriteGames'],
  ['/wps/relay/getFavoriteGamesList'],
  ['/wps/relay/GCS_recentGame'],
  ['/wps/relay/GCSGAME_gameList?gameClassify=FAV'],
  ['/wps/relay/MCS2_addFavGame', { gameId: 1 }],
  ['/wps/game/launchGame', { gameId: 1, launchMode: 'GLS' }],
];

beforeAll(async () => {
  h = await startGamesHarness();
});
afterAll(async () => {
  await h.close();
});

describe('game calls and the session policy', () => {
  it('an idle-expired token gets 401 login.not.session on every member game call', async () => {
    for (const [path, body] of MEMBER_CALLS) {
      const { token } = await h.member({ balance: 10_000 });
      expect((await call(path, token, body)).status, path).toBe(200);
      h.clock.advance(policy.sessionIdleMs + 1000);
      expect(await call(path, token, body), path).toEqual({ status: 401, errorCode: 'login.not.session' });
      // The expired session is revoked: it stays refused.
      expect((await call(path, token, body)).status, path).toBe(401);
    }
  });

  it('a session used within the idle time-out still ends at the absolute time-out', async () => {
    const { token } = await h.member({ balance: 10_000 });
    const step = policy.sessionIdleMs - 60_000;
    let elapsed = 0;
    while (elapsed + step < policy.sessionAbsoluteMs) {
      h.clock.advance(step);
      elapsed += step;
      expect((await call('/wps/relay/MCSFE_getFavoriteGames', token)).status).toBe(200);
    }
    h.clock.advance(policy.sessionAbsoluteMs - elapsed + 1000);
    expect(await call('/wps/relay/MCSFE_getFavoriteGames', token)).toEqual({ status: 401, errorCode: 'login.not.session' });
  });

  it('an unknown or logged-out token gets 401 user.or.token.invalid', async () => {
    const { token } = await h.member({ balance: 10_000 });
    expect(await call('/wps/relay/GCS_recentGame', 'x'.repeat(43))).toEqual({ status: 401, errorCode: 'user.or.token.invalid' });
    const logout = await fetch(`${h.url}/wps/session/logout`, { method: 'POST', headers: { Merchant: 'bdwin', Authorization: token } });
    expect(logout.status).toBe(200);
    expect(await call('/wps/game/launchGame', token, { gameId: 1, launchMode: 'GLS' })).toEqual({ status: 401, errorCode: 'user.or.token.invalid' });
  });
});
