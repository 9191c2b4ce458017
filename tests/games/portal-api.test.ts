// The portal's games calls go through the shared call table and client (src/portal/features/games/api.ts →
// apiCall), so the PROTOCOL.md reactions apply: a game call that finds the session gone forces the
// logout; maintenance and low balance stay with the launch machine (no global notice). Every game
// route the platform serves is in the shared table with its module id and flags.
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, GAME_CALL_NAMES, PlatformError } from '../../src/shared/api/index.ts';
import { createGameRoutes } from '../../src/platform/games/routes.ts';
import { defaultPolicy } from '../../src/platform/policy.ts';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import type { FlowEnv } from '../../src/portal/api/flow-env.ts';

// The portal keeps its token in sessionStorage; Node has none.
const storage = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, String(v)),
    removeItem: (k: string) => void storage.delete(k),
    clear: () => storage.clear(),
    key: (i: number) => [...storage.keys()][i] ?? null,
    get length() { return storage.size; },
  },
});
const { setupApi } = await import('../../src/portal/api/portal-api.ts');
const games = await import('../../src/portal/features/games/api.ts');
const { apiCall } = await import('../../src/portal/api/portal-api.ts');
const { gameLaunchActors, LAUNCH_HOST_REFUSED } = await import('../../src/portal/features/games/actors.ts');
const { memoryStore } = await import('../../src/portal/api/flow-env.ts');

let h: GamesHarness;
const handlers = { forceLogout: vi.fn(), tooManyRequests: vi.fn(), show: vi.fn() };
const sent: { url: string; headers: Headers }[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  h = await startGamesHarness();
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input instanceof Request ? input.url : input), headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)) });
    return realFetch(input, init);
  });
  setupApi({ baseUrl: h.url, merchant: 'bdwin', encryption: 'des-rsa', getLanguage: () => 'EN', handlers });
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await h.close();
});
beforeEach(() => {
  storage.clear();
  sent.length = 0;
  for (const fn of Object.values(handlers)) fn.mockClear();
});

describe('the call table', () => {
  it('lists every game call with its module id and flags, and the platform serves each', () => {
    for (const name of GAME_CALL_NAMES) {
      const spec = calls[name];
      expect(spec.modId, name).toMatch(/^(GAMELO3|MEMBER3|LOTTO3)$/);
      expect(spec.encrypt, name).toBe(false);
      expect(h.app.hasRoute({ method: spec.method, url: spec.path }), name).toBe(true);
    }
    const member = ['gameList', 'favouriteIds', 'favouriteList', 'addFavourite', 'removeFavourite', 'recent', 'launchGame'];
    expect(GAME_CALL_NAMES.filter((n) => calls[n].token).sort()).toEqual([...member].sort());
  });

  it('names every route of the games plugin (the game provider and dev helpers aside)', async () => {
    const app = Fastify();
    const routes: string[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
    await app.register(createGameRoutes({ db: h.db, merchants: h.merchants, stores: h.stores, clock: h.clock, policy: defaultPolicy() }));
    await app.ready();
    const table = new Set(GAME_CALL_NAMES.map((n) => `${calls[n].method} ${calls[n].path}`));
    const missing = routes.filter((r) => !/ \/(demo-games|dev)\//.test(r) && !table.has(r) && r !== 'GET /wps/game/launchGame');
    expect(missing).toEqual([]);
    expect(routes).toContain('GET /wps/game/launchGame'); // the GET form of the table's POST launchGame
    await app.close();
  });
});

describe('portal games calls through the shared client', () => {
  it('send the PROTOCOL.md headers from the call table and unwrap the envelope', async () => {
    const { token } = await h.member({ balance: 10_000 });
    storage.set('token', token);
    const page = await games.fetchGameList('RNG', 'ALL', 5);
    expect(page.totalCount).toBe(10_000);
    expect(page.list).toHaveLength(5);
    expect(await games.setFavourite(page.list[0]!.gameId, true)).toEqual([page.list[0]!.gameId]);
    expect(await games.fetchFavouriteIds()).toEqual([page.list[0]!.gameId]);
    const fav = sent.find((r) => r.url.includes('/wps/relay/MCSFE_getFavoriteGames'));
    expect(fav?.headers.get('ModuleId')).toBe('MEMBER3');
    expect(fav?.headers.get('Authorization')).toBe(token);
    expect(fav?.headers.get('Merchant')).toBe('bdwin');
    expect(fav?.headers.get('X-Gateway-Version')).toBe('3');
    const list = sent.find((r) => r.url.includes('/wps/relay/GCSGAME_gameList'));
    expect(new URL(list!.url).searchParams.get('pageSize')).toBe('5');
    expect(list?.headers.get('ModuleId')).toBe('GAMELO3');
  });

  it('a game call on an idle-expired session forces the logout (401 reaction)', async () => {
    const { token } = await h.member({ balance: 10_000 });
    storage.set('token', token);
    h.clock.advance(defaultPolicy().sessionIdleMs + 1000);
    const error = await games.fetchRecent().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).errorCode).toBe('login.not.session');
    expect((error as PlatformError).status).toBe(401);
    expect(handlers.forceLogout).toHaveBeenCalledTimes(1);
    expect(handlers.show).not.toHaveBeenCalled();
  });

  it('maintenance and low balance reach the launch machine with their values, no global notice', async () => {
    const { token } = await h.member({ balance: 0 });
    storage.set('token', token);
    const low = await games.gameCall('launchGame', { gameId: 1, launchMode: 'GLS' }).catch((e: unknown) => e);
    expect((low as PlatformError).errorCode).toBe('launch_game_balance_not_enough');
    const game = (await games.fetchGameList('RNG', 'ALL', 1)).list[0]!;
    const now = h.clock.now();
    await realFetch(`${h.url}/dev/games/maintenance`, { method: 'POST', headers: { Merchant: 'bdwin', 'Content-Type': 'application/json' }, body: JSON.stringify({ vassalage: game.vassalage, maintainTime: now - 1, endTime: now + 60_000 }) });
    try {
      const down = await games.gameCall('launchGame', { gameId: game.gameId, launchMode: 'GLS' }).catch((e: unknown) => e);
      expect((down as PlatformError).errorCode).toBe('vendor_under_maintenance');
      expect((down as PlatformError).value).toMatchObject({ content: { data: { vassalage: game.vassalage, endTime: now + 60_000 } } });
    } finally {
      await realFetch(`${h.url}/dev/games/maintenance`, { method: 'POST', headers: { Merchant: 'bdwin', 'Content-Type': 'application/json' }, body: JSON.stringify({ vassalage: game.vassalage, clear: true }) });
    }
    expect(handlers.show).not.toHaveBeenCalled();
    expect(handlers.forceLogout).not.toHaveBeenCalled();
  });
});

describe('the launch actor the portal and the model tests share (features/games/actors.ts)', () => {
  // The portal's call on a FlowEnv: the shared client, session storage holding the token.
  const env = (): FlowEnv => ({
    call: (name, request) => apiCall(name, request, { quiet: true }),
    session: globalThis.sessionStorage, local: memoryStore(), navigate: () => undefined, deviceId: () => 'device-1',
    page: () => ({ href: 'http://bdwin.localhost/', host: 'bdwin.localhost' }),
  });
  const launch = async (hosts?: readonly string[]) => {
    const { createActor, toPromise } = await import('xstate');
    const game = (await games.fetchGameList('RNG', 'ALL', 1)).list[0]!;
    const actors = gameLaunchActors(env(), { language: () => 'EN', ...(hosts ? { launchHosts: () => Promise.resolve(hosts) } : {}) });
    return toPromise(createActor(actors.launchGame, { input: { game: { ...game } } }).start());
  };

  it('launches with the spec payload and frames only a URL on a launch host of the permission answer', async () => {
    const { token } = await h.member({ balance: 10_000 });
    storage.set('token', token);
    const launched = await launch();
    expect(launched).toEqual({ game_url: expect.stringMatching(/^http/) });
    expect(new URL((launched as { game_url: string }).game_url).origin).toBe(h.gameOrigin);
    const refused = await launch(['http://elsewhere.example']).catch((e: unknown) => e);
    expect((refused as PlatformError).errorCode).toBe(LAUNCH_HOST_REFUSED);
  });
});
