// Every games call over HTTP, with good and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGamesHarness, type GamesHarness } from './harness.ts';
import { DRAW_SCHEDULES } from '../../src/shared/games/draw-schedule.ts';
import type { WireGameItem, WireGameListPage } from '../../src/shared/games/index.ts';

let h: GamesHarness;
let member: { token: string; id: number };

interface Env<T = unknown> { success: boolean; value: T; message: string | null; errorCode: string | null }

async function call<T = unknown>(path: string, opts: { token?: string; body?: unknown; method?: string; merchant?: string } = {}): Promise<{ status: number; env: Env<T> }> {
  const headers: Record<string, string> = { Merchant: opts.merchant ?? 'bdwin', Device: 'web', 'X-Gateway-Version': '3' };
  if (opts.token) headers.Authorization = opts.token;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(h.url + path, { method: opts.method ?? (opts.body !== undefined ? 'POST' : 'GET'), headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, env: (await res.json()) as Env<T> };
}

/** A demo round, on the game provider's own origin. */
const playRound = (body: unknown) => h.hostFetch('/demo-games/api/round', { method: 'POST', body });

beforeAll(async () => {
  h = await startGamesHarness();
  member = await h.member({ balance: 100_000 });
});
afterAll(async () => {
  await h.close();
});

describe('GCSGAME_gameList', () => {
  it('pages the slots of a merchant with ~10,000 games', async () => {
    const { env } = await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=2&pageSize=50');
    expect(env.success).toBe(true);
    expect(env.value.totalCount).toBe(10_000);
    expect(env.value.list).toHaveLength(50);
    expect(env.value.pageNo).toBe(2);
    expect(env.value.list.every((g) => g.gameType === 'RNG')).toBe(true);
  });

  it('a large list travels compressed when the client accepts it, small answers as they are', async () => {
    // node:http, not fetch: fetch would decompress and hide what went over the wire.
    const { request } = await import('node:http');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const get = (path: string, acceptEncoding: string) => new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(h.url + path, { headers: { Merchant: 'bdwin', 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    const path = '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=10000';
    const plain = await get(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await get(path, 'gzip, deflate, br');
    const gzip = await get(path, 'gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    const small = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=ALL&pageNo=1&pageSize=1', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).success).toBe(true);
  });

  it('searches by name and filters by vendor', async () => {
    const { env } = await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameName=DRAGON&pageSize=500');
    expect(env.value.totalCount).toBeGreaterThan(0);
    expect(env.value.list.every((g) => g.vassalage === 'PG' && /dragon/i.test(g.gameName))).toBe(true);
  });

  it('HOT and NEW', async () => {
    const hot = await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=HOT&pageSize=100');
    expect(hot.env.value.list.map((g) => g.hotRank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const fresh = await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=NEW&pageSize=100');
    expect(fresh.env.value.list.every((g) => g.isNew)).toBe(true);
  });

  it('FAV and RECENT need a login', async () => {
    for (const f of ['FAV', 'RECENT']) {
      const { status, env } = await call(`/wps/relay/GCSGAME_gameList?gameClassify=${f}`);
      expect(status).toBe(401);
      expect(env.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    }
    const bad = await call(`/wps/relay/GCSGAME_gameList?gameClassify=FAV`, { token: 'not-a-token' });
    expect(bad.status).toBe(401);
  });

  it('rejects bad input', async () => {
    for (const [query, code] of [
      ['gameClassify=BEST', 'game_filter_invalid'], ['gameType=CHESS', 'game_type_invalid'], ['pageNo=0', 'game_page_invalid'],
      ['pageSize=-1', 'game_page_invalid'], ['pageNo=abc', 'game_page_invalid'], [`gameName=${'x'.repeat(101)}`, 'game_name_invalid'],
    ] as const) {
      const { status, env } = await call(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(status, query).toBe(400);
      expect(env.errorCode, query).toBe(code);
    }
  });
});

describe('favourites and recent', () => {
  it('adds, lists (ids and games), finds under FAV, and removes', async () => {
    const { env } = await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3');
    const [a, b] = env.value.list as [WireGameItem, WireGameItem];
    expect((await call('/wps/relay/MCS2_addFavGame', { token: member.token, body: { gameId: a.gameId } })).env.success).toBe(true);
    h.clock.advance(1000);
    await call('/wps/relay/MCS2_addFavGame', { token: member.token, body: { gameId: b.gameId } });
    await call('/wps/relay/MCS2_addFavGame', { token: member.token, body: { gameId: b.gameId } }); // twice is once
    expect((await call<number[]>('/wps/relay/MCSFE_getFavoriteGames', { token: member.token })).env.value).toEqual([b.gameId, a.gameId]);
    const list = await call<WireGameItem[]>('/wps/relay/getFavoriteGamesList', { token: member.token });
    expect(list.env.value.map((g) => g.gameName)).toEqual([b.gameName, a.gameName]);
    const fav = await call<WireGameListPage>(`/wps/relay/GCSGAME_gameList?gameClassify=FAV&gameName=${encodeURIComponent(a.gameName)}`, { token: member.token });
    expect(fav.env.value.list.map((g) => g.gameId)).toContain(a.gameId);
    expect(fav.env.value.list.map((g) => g.gameId)).not.toContain(b.gameId === a.gameId ? -1 : (a.gameName.includes(b.gameName) ? -1 : b.gameId));
    await call('/wps/relay/MCS2_removeFavGame', { token: member.token, body: { gameId: a.gameId } });
    expect((await call<number[]>('/wps/relay/MCSFE_getFavoriteGames', { token: member.token })).env.value).toEqual([b.gameId]);
  });

  it('refuses bad favourite input and guests', async () => {
    expect((await call('/wps/relay/MCS2_addFavGame', { body: { gameId: 1 } })).status).toBe(401);
    expect((await call('/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    expect((await call('/wps/relay/getFavoriteGamesList')).status).toBe(401);
    expect((await call('/wps/relay/GCS_recentGame')).status).toBe(401);
    const bad = await call('/wps/relay/MCS2_addFavGame', { token: member.token, body: { gameId: 'abc' } });
    expect([bad.status, bad.env.errorCode]).toEqual([400, 'game_id_invalid']);
    const missing = await call('/wps/relay/MCS2_addFavGame', { token: member.token, body: { gameId: 99_999_999 } });
    expect([missing.status, missing.env.errorCode]).toEqual([404, 'game_not_found']);
  });
});

describe('catalogue calls', () => {
  it('hotGamesV2 lists hot games per game type', async () => {
    const { env } = await call<Array<{ gameType: string; list: WireGameItem[] }>>('/wps/relay/hotGamesV2?merchantCode=bdwin&isPlatform=2&platform=flash,html5-desktop&language=EN');
    const rng = env.value.find((e) => e.gameType === 'RNG');
    expect(rng?.list[0]?.hotRank).toBe(1);
  });

  it('getVassGameType gives vendor cards, 404 for an unknown vendor', async () => {
    const { env } = await call<Array<Record<string, unknown>>>('/wps/relay/getVassGameType?vassalage=DS88');
    expect(env.value).toEqual([expect.objectContaining({ vassalage: 'DS88', gameType: 'COCKFIGHT', displayName: 'DS88 Sabong' })]);
    expect((await call('/wps/relay/getVassGameType?vassalage=NOPE')).status).toBe(404);
  });

  it('newGameVendor lists vendors with new games', async () => {
    const { env } = await call<Array<{ vassalage: string; newCount: number }>>('/wps/relay/newGameVendor?platform=html5-desktop');
    expect(env.value.length).toBeGreaterThan(0);
    expect(env.value.every((v) => v.newCount > 0)).toBe(true);
  });

  it('game_menus follow the merchant vendors and the vendor map', async () => {
    const { env } = await call<Array<{ gameType: string; belongsTo: string | null; cards: Array<{ vassalage: string }>; gameClassify: { vendors: string[] } }>>('/lgw/games/game_menus');
    const cock = env.value.find((m) => m.gameType === 'COCKFIGHT');
    expect(cock?.belongsTo).toBe('SPORTS');
    expect(cock?.gameClassify.vendors).toEqual(['DS88']);
    expect(env.value.find((m) => m.gameType === 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual(['TF']);
    expect(env.value.find((m) => m.gameType === 'RNG')?.cards.map((c) => c.vassalage)).toEqual(['JILI', 'PG', 'PP']);
    const cn = await call<Array<{ gameType: string }>>('/lgw/games/game_menus', { merchant: 'cnstar' });
    expect(cn.env.success).toBe(true);
  });

  it('popular returns the most popular playable games, bad limits refused', async () => {
    const { env } = await call<WireGameItem[]>('/lgw/games/popular?limit=5&gameType=RNG');
    expect(env.value).toHaveLength(5);
    for (let i = 1; i < env.value.length; i++) expect(env.value[i - 1]!.popularity).toBeGreaterThanOrEqual(env.value[i]!.popularity);
    expect((await call('/lgw/games/popular?limit=0')).status).toBe(400);
    expect((await call('/lgw/games/popular?gameType=XX')).status).toBe(400);
  });

  it('GLS2_roomList lists live rooms', async () => {
    const { env } = await call<Array<{ roomId: number; vassalage: string }>>('/wps/relay/GLS2_roomList?vassalage=EVO');
    expect(env.value.length).toBeGreaterThan(0);
    expect(env.value.every((r) => r.vassalage === 'EVO')).toBe(true);
  });

  it('lottery lobby, opened numbers and game groups', async () => {
    const groups = await call<Array<{ gameGroupCode: string; labelName: string; gameMenus: Array<{ gameCode: string }> }>>('/lgw/games/lottery_groups');
    const sea = groups.env.value.find((g) => g.gameGroupCode === 'TCG_SEA');
    expect(sea?.labelName).toBe('SEA Lottery');
    const gameCode = sea?.gameMenus[0]?.gameCode as string;
    const lobby = await call<Array<{ gameCode: string; nextDrawTime: number; lastNumbers: string }>>('/lotto/lgw/games/lobby');
    expect(lobby.env.value.find((g) => g.gameCode === gameCode)?.nextDrawTime).toBeGreaterThan(h.clock.now());
    const opened = await call<Array<{ numero: string; numbers: string }>>(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}&count=3`);
    expect(opened.env.value).toHaveLength(3);
    // Each game draws in its own format (tests/games/draws.test.ts): Thai Lottery six digits.
    expect(gameCode).toBe('TH');
    expect(opened.env.value[0]?.numbers).toMatch(/^\d(,\d){5}$/);
    expect((await call('/lotto/lgw/games/opened/numero?gameCode=NOPE')).status).toBe(400);
    expect((await call(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}&count=99`)).status).toBe(400);
  });

  it('a national lottery draws once a day at its local time; a fast game every minute', async () => {
    const lobby = (await call<Array<{ gameCode: string; currentNumero: string; nextDrawTime: number }>>('/lotto/lgw/games/lobby')).env.value;
    const northern = lobby.find((g) => g.gameCode === 'TH')!;
    const DAY = 24 * 60 * 60_000;
    const bangkok = (ms: number) => new Date(ms + 7 * 60 * 60_000).toISOString().slice(11, 16);
    expect(bangkok(northern.nextDrawTime)).toBe('15:30');
    expect(northern.nextDrawTime - h.clock.now()).toBeGreaterThan(0);
    expect(northern.nextDrawTime - h.clock.now()).toBeLessThanOrEqual(DAY);
    const opened = (await call<Array<{ numero: string; drawTime: number }>>('/lotto/lgw/games/opened/numero?gameCode=TH&count=2')).env.value;
    expect(opened.map((d) => d.drawTime)).toEqual([northern.nextDrawTime - DAY, northern.nextDrawTime - 2 * DAY]);
    expect(Number(opened[0]!.numero)).toBe(Number(northern.currentNumero) - 1);
    const fast = lobby.find((g) => !(g.gameCode in DRAW_SCHEDULES))!;
    expect(fast.nextDrawTime - h.clock.now()).toBeGreaterThan(0);
    expect(fast.nextDrawTime - h.clock.now()).toBeLessThanOrEqual(60_000);
  });
});

describe('launch, play, winner board', () => {
  const launch = (token: string | undefined, body: Record<string, unknown>, method: 'POST' | 'GET' = 'POST') =>
    method === 'POST'
      ? call<{ game_url: string }>('/wps/game/launchGame', { token, body })
      : call<{ game_url: string }>(`/wps/game/launchGame?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`, { token });
  const payload = (gameId: number) => ({ gameId, nodeId: 0, accountType: 1, confirmTrans: 0, vassalage: 'PG', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, merchantCode: 'bdwin', language: 'EN' });

  it('returns a URL on a launch host (POST and GET); plays a round that moves exactly its net; a retry pays once', async () => {
    const slot = (await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).env.value.list[0] as WireGameItem;
    const post = await launch(member.token, payload(slot.gameId));
    expect(post.env.success).toBe(true);
    const url = new URL(post.env.value.game_url);
    // On one of the permission response's launch hosts.
    const permission = await call<{ info: { launchGameCDNs: string[] } }>('/wps/system/whitelabel');
    expect(permission.env.value.info.launchGameCDNs).toContain(url.origin);
    const get = await launch(member.token, payload(slot.gameId), 'GET');
    expect(get.env.success).toBe(true);
    // The page is CSP-clean: external scripts only.
    expect(url.origin).toBe(h.gameOrigin);
    const pageRes = await h.hostFetch(`${url.pathname}${url.search}`);
    const html = pageRes.text;
    const csp = String(pageRes.headers['content-security-policy'] ?? '');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\*/);
    expect(pageRes.headers['x-frame-options']).toBeUndefined();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/style=/);
    const ticket = url.searchParams.get('ticket') as string;
    const state = (await h.hostFetch(`/demo-games/api/state?ticket=${ticket}`)).json<Env<{ balance: number }>>();
    expect(state.value.balance).toBe(100_000);
    const body = JSON.stringify({ ticket, roundId: 'api-round-0001', bet: 500 });
    const post1 = (await playRound(JSON.parse(body))).json<Env<{ round: { bet: number; win: number }; balance: number; replayed: boolean }>>();
    const post2 = (await playRound(JSON.parse(body))).json<Env<{ balance: number; replayed: boolean }>>();
    expect(post1.value.balance).toBe(100_000 - 500 + post1.value.round.win);
    expect(post2.value).toMatchObject({ balance: post1.value.balance, replayed: true });
    const recent = await call<WireGameItem[]>('/wps/relay/GCS_recentGame', { token: member.token });
    expect(recent.env.value[0]?.gameId).toBe(slot.gameId);
  });

  it('refuses bad round input and unknown tickets', async () => {
    const bad = await playRound({ ticket: 'x'.repeat(32), roundId: 'abcdefgh', bet: 100 });
    expect(bad.status).toBe(401);
    const state = await h.hostFetch('/demo-games/api/state');
    expect(state.status).toBe(401);
  });

  it('refuses guests, bad ids, bad launch modes and unknown games', async () => {
    expect((await launch(undefined, payload(1))).env.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    expect((await launch(member.token, { ...payload(1), gameId: 'x' })).env.errorCode).toBe('game_id_invalid');
    expect((await launch(member.token, { ...payload(1), launchMode: 'FLASH' })).env.errorCode).toBe('game_launch_mode_invalid');
    expect((await launch(member.token, payload(99_999_999))).env.errorCode).toBe('game_not_found');
  });

  it('an empty wallet gets launch_game_balance_not_enough', async () => {
    const poor = await h.member({ balance: 0 });
    const { env } = await launch(poor.token, payload(1));
    expect(env.errorCode).toBe('launch_game_balance_not_enough');
  });

  it('a trial account plays on demo credit', async () => {
    const trial = await h.member({ type: 4, balance: 200_000 });
    const { env } = await launch(trial.token, payload(1));
    const ticket = new URL(env.value.game_url).searchParams.get('ticket') as string;
    const round = (await playRound({ ticket, roundId: 'trial-round-1', bet: 1000 })).json<Env<{ round: { demo: boolean } }>>();
    expect(round.value.round.demo).toBe(true);
  });

  it('the seeded trial account plays on its demo credit: the house is untouched', async () => {
    const trial = await h.stores.members.findByUsername('bdwin', 'trial01');
    expect(trial?.type).toBe(4);
    const token = await h.session(trial?.id ?? 0);
    const { env } = await launch(token, payload(1));
    expect(env.success).toBe(true);
    const ticket = new URL(env.value.game_url).searchParams.get('ticket') as string;
    const house = await h.stores.ledger.account('bdwin', 'house', null, 'BDT');
    const houseBefore = await h.stores.ledger.balance(house);
    const state = (await h.hostFetch(`/demo-games/api/state?ticket=${ticket}`)).json<Env<{ balance: number; demo: boolean }>>();
    expect(state.value.demo).toBe(true);
    const round = (await playRound({ ticket, roundId: 'trial01-round-1', bet: 1000 })).json<Env<{ round: { win: number }; balance: number }>>();
    expect(round.value.balance).toBe(state.value.balance - 1000 + round.value.round.win);
    expect(await h.stores.ledger.balance(house)).toBe(houseBefore);
  });

  it('a vendor under maintenance refuses launches with its window until endTime', async () => {
    const now = h.clock.now();
    const set = await call('/dev/games/maintenance', { body: { vassalage: 'PG', maintainTime: now - 1000, endTime: now + 60_000 } });
    expect(set.env.success).toBe(true);
    const pgGame = (await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1')).env.value.list[0] as WireGameItem;
    const { env } = await launch(member.token, payload(pgGame.gameId));
    expect(env.errorCode).toBe('vendor_under_maintenance');
    expect(env.value).toEqual({ content: { data: { vassalage: 'PG', maintainTime: now - 1000, endTime: now + 60_000 } } });
    const menus = await call<Array<{ cards: Array<{ vassalage: string; maintenance: unknown }> }>>('/lgw/games/game_menus');
    expect(menus.env.value.flatMap((m) => m.cards).find((c) => c.vassalage === 'PG')?.maintenance).not.toBeNull();
    h.clock.advance(61_000);
    expect((await launch(member.token, payload(pgGame.gameId))).env.success).toBe(true);
    expect((await call('/dev/games/maintenance', { body: { vassalage: 'PG', maintainTime: 5, endTime: 1 } })).status).toBe(400);
  });

  it('the winner board lists real wins sorted by winAmount', async () => {
    const rich = await h.member({ balance: 1_000_000 });
    const slot = (await call<WireGameListPage>('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JILI&pageSize=1')).env.value.list[0] as WireGameItem;
    const ticket = new URL((await launch(rich.token, payload(slot.gameId))).env.value.game_url).searchParams.get('ticket') as string;
    let wins = 0;
    for (let i = 0; i < 60 && wins < 3; i++) {
      const r = (await playRound({ ticket, roundId: `board-round-${i}`, bet: [100, 500, 1000][i % 3] })).json<Env<{ round: { win: number } }>>();
      if (r.value.round.win > 0) wins++;
    }
    expect(wins).toBeGreaterThan(0);
    const board = await call<Array<{ vo: { winAmount: number; account: string } }>>('/wps/relay/GCSGAME_getRankList');
    const amounts = board.env.value.map((e) => e.vo.winAmount);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(board.env.value[0]?.vo.account).toMatch(/\*\*\*/);
  });
});
