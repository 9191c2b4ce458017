// The demo game provider lives on its own origin (games.localhost:PORT by default, or the
// configured launch hosts): the permission response and the launch URL name it, it answers only
// the provider there and nowhere else, its pages have their own CSP, its money calls go by the
// launch ticket through the ledger, and the portal's CSP frame-src is exactly that list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from '../../src/platform/server.ts';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import type { WireGameItem, WireGameListPage } from '../../src/shared/games/index.ts';

interface Env<T = unknown> { success: boolean; value: T; message: string | null; errorCode: string | null }

let h: GamesHarness;
const portalHeaders = { Merchant: 'bdwin', Device: 'web', 'X-Gateway-Version': '3' };

async function portal<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<{ status: number; headers: Headers; env: Env<T> }> {
  const headers: Record<string, string> = { ...portalHeaders, ...(init.token ? { Authorization: init.token } : {}) };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(h.url + path, { method: init.body === undefined ? 'GET' : 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: res.status, headers: res.headers, env: (await res.json()) as Env<T> };
}

function directive(csp: string, name: string): string[] | null {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : null;
}

async function launchSlot(token: string): Promise<URL> {
  const slot = (await portal<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).env.value.list[0] as WireGameItem;
  const launched = await portal<{ game_url: string }>('/wps/game/launchGame', { token, body: { gameId: slot.gameId, launchMode: 'GLS' } });
  expect(launched.env.success).toBe(true);
  return new URL(launched.env.value.game_url);
}

beforeAll(async () => {
  h = await startGamesHarness();
});
afterAll(async () => {
  await h.close();
});

describe('the game provider on its own origin', () => {
  it('the permission response lists games.localhost on the platform port, not the portal origin', async () => {
    const port = new URL(h.url).port;
    expect(h.gameOrigin).toBe(`http://games.localhost:${port}`);
    const { env } = await portal<{ info: { launchGameCDNs: string[] } }>('/wps/system/whitelabel');
    expect(env.value.info.launchGameCDNs).toEqual([h.gameOrigin]);
    expect(env.value.info.launchGameCDNs).not.toContain(h.url);
  });

  it('launchGame returns a URL on the game origin', async () => {
    const member = await h.member({ balance: 10_000 });
    const url = await launchSlot(member.token);
    expect(url.origin).toBe(h.gameOrigin);
    expect(url.pathname).toBe('/demo-games/slot');
  });

  it('the game origin answers only the provider; the portal origin never serves it', async () => {
    const member = await h.member({ balance: 10_000 });
    const url = await launchSlot(member.token);
    const game = await h.hostFetch(`${url.pathname}${url.search}`);
    expect(game.status).toBe(200);
    expect(game.text).toContain('<script src="/demo-games/static/slot.js"');
    expect((await h.hostFetch('/demo-games/static/common.js')).status).toBe(200);
    // Nothing of the portal or its API on the game origin, even with a valid token.
    for (const path of ['/', '/rng', '/wps/system/whitelabel', '/wps/member/info', '/wps/v2/wallets/balance', '/wps/portal/config', '/dev/sms-outbox?mobile=1&purpose=login', '/demo-games/img/PG/x.svg']) {
      const res = await h.hostFetch(path, { headers: { ...portalHeaders, Authorization: member.token } });
      expect(res.status, path).toBe(404);
      expect(res.json<Env>().errorCode, path).toBe('not_found');
    }
    // The provider's pages and money API are not on the portal's origins.
    for (const host of [new URL(h.url).host, `bdwin.localhost:${new URL(h.url).port}`]) {
      for (const path of [`${url.pathname}${url.search}`, '/demo-games/static/common.js', `/demo-games/api/state${url.search}`]) {
        expect((await h.hostFetch(path, { host })).status, `${host}${path}`).toBe(404);
      }
    }
    // Tile images stay on the image CDN (the portal origin).
    expect((await fetch(`${h.url}/demo-games/img/PG/x.svg`)).status).toBe(200);
    // Drawn from the name and category the URL carries, escaped, and cached for good.
    const art = await fetch(`${h.url}/demo-games/img/PG/x.svg?type=FISH&name=${encodeURIComponent('<b>Koi</b>')}`);
    expect(art.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await art.text();
    expect(svg).toContain('&#60;b&#62;Koi&#60;/b&#62;');
    expect(svg).not.toContain('<b>');
  });

  it('game pages have their own CSP: framed by the portal origins only, scripts from self', async () => {
    const member = await h.member({ balance: 10_000 });
    const url = await launchSlot(member.token);
    const game = await h.hostFetch(`${url.pathname}${url.search}`);
    const csp = String(game.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    const ancestors = directive(csp, 'frame-ancestors') ?? [];
    expect(ancestors).toContain('http://bdwin.localhost:*');
    expect(ancestors).toContain('http://vnlotto.localhost:*');
    expect(ancestors).toContain('http://localhost:*');
    expect(ancestors).not.toContain("'self'");
    expect(ancestors.some((a) => a.includes('games.localhost') || a === '*' || a === 'http:' || a === 'https:')).toBe(false);
    expect(game.headers['x-frame-options']).toBeUndefined();
    expect(game.headers['referrer-policy']).toBe('no-referrer');
  });

  it('money calls go by the launch ticket (never the portal token) and through the ledger', async () => {
    const member = await h.member({ balance: 10_000 });
    const url = await launchSlot(member.token);
    const ticket = url.searchParams.get('ticket') as string;
    // The portal's token is no ticket.
    const byToken = await h.hostFetch('/demo-games/api/round', { headers: { Authorization: member.token }, body: { roundId: 'origin-round-0', bet: 100 } });
    expect([byToken.status, byToken.json<Env>().errorCode]).toEqual([401, 'game_ticket_invalid']);
    const asTicket = await h.hostFetch('/demo-games/api/round', { body: { ticket: member.token, roundId: 'origin-round-0', bet: 100 } });
    expect(asTicket.status).toBe(401);
    const played = await h.hostFetch('/demo-games/api/round', { body: { ticket, roundId: 'origin-round-1', bet: 500 } });
    const round = played.json<Env<{ round: { bet: number; win: number }; balance: number }>>();
    expect(round.success).toBe(true);
    const wallet = await portal<{ sumBalanceMinor: number }>('/wps/v2/wallets/balance', { token: member.token });
    expect(wallet.env.value.sumBalanceMinor).toBe(10_000 - 500 + round.value.round.win);
    const entries = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE $1", [`game:${member.id}:origin-round-1:%`]);
    expect(entries[0]?.n).toBe(round.value.round.win > 0 ? 2 : 1);
  });
});

describe("the portal's CSP", () => {
  it('frame-src is exactly the permission response launch hosts, on pages and API answers', async () => {
    const { env } = await portal<{ info: { launchGameCDNs: string[] } }>('/wps/system/whitelabel');
    for (const path of ['/', '/game', '/wps/system/status']) {
      const res = await fetch(h.url + path, { headers: portalHeaders });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'frame-src'), path).toEqual(env.value.info.launchGameCDNs);
      expect(directive(csp, 'child-src'), path).toEqual(["'none'"]);
      expect(directive(csp, 'frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp, path).not.toMatch(/(frame|child)-src[^;]*(\bhttps?:(\s|;|$)|\*)/);
    }
  });

  it('configured launch hosts replace the default everywhere: permission, CSP, provider host', async () => {
    const other = await startPlatform({ port: 0, seed: false, logger: false, smsSink: () => undefined, gameLaunchHosts: ['https://play.example.com/', 'http://cdn2.example.net:8443'] });
    try {
      const expected = ['https://play.example.com', 'http://cdn2.example.net:8443'];
      expect(other.gameOrigins).toEqual(expected);
      const res = await fetch(`${other.url}/wps/system/whitelabel`, { headers: portalHeaders });
      const body = (await res.json()) as Env<{ info: { launchGameCDNs: string[] } }>;
      expect(body.value.info.launchGameCDNs).toEqual(expected);
      expect(directive(res.headers.get('content-security-policy') ?? '', 'frame-src')).toEqual(expected);
      const onHost = await other.app.inject({ method: 'GET', url: '/demo-games/static/common.js', headers: { host: 'play.example.com' } });
      expect(onHost.statusCode).toBe(200);
      const portalOnHost = await other.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { host: 'cdn2.example.net:8443' } });
      expect(portalOnHost.statusCode).toBe(404);
      const defaultHost = await other.app.inject({ method: 'GET', url: '/demo-games/static/common.js', headers: { host: `games.localhost:${other.port}` } });
      expect(defaultHost.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('a platform without games frames nothing', async () => {
    const bare = await startPlatform({ port: 0, seed: false, games: false, logger: false, smsSink: () => undefined });
    try {
      const res = await fetch(`${bare.url}/wps/system/whitelabel`, { headers: portalHeaders });
      const body = (await res.json()) as Env<{ info: { launchGameCDNs: string[] } }>;
      expect(body.value.info.launchGameCDNs).toEqual([]);
      expect(directive(res.headers.get('content-security-policy') ?? '', 'frame-src')).toEqual(["'none'"]);
    } finally {
      await bare.close();
    }
  });
});
