// The slots list a page at a time (the portal does not download all 10,000 games at
// once): pages of GAME_PAGE_SIZE put together are the whole list in the platform's
// order, once each; search, vendor filter and the HOT / NEW orders work over the whole
// catalogue, not over a page; bad page numbers and sizes are envelopes with their errorCode; the
// member's Favourites and Recent lists in the role matrix. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PAGE_SIZE, MAX_PAGE_SIZE, type WireGameItem, type WireGameListPage } from '../../src/shared/games/index.ts';
import { expectFailureEnvelope, startTestPlatform, type TestPlatform } from './helpers.ts';
import { asRole, roleSet, ROLES, type Role, type RoleSet } from './role-matrix.ts';
import { LOCAL_IP } from './accounts.ts';
import { TestDatabases } from './test-databases.ts';

const LIST = '/wps/relay/GCSGAME_gameList';

TestDatabases.describeEach('the games list in pages', ({ postgres }) => {
  let tp: TestPlatform;
  /** The whole slots list in one answer: what the pages must add up to. */
  let whole: WireGameItem[];

  const list = async (query: Record<string, string | number>, token?: string) => {
    const res = await tp.raw('GET', `${LIST}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { ip: LOCAL_IP, ...(token ? { token } : {}) });
    return res as { status: number; body: { success: boolean; errorCode: string | null; value: WireGameListPage } };
  };
  /** Every page of a query, in order, as the portal's grid asks for them. */
  const allPages = async (query: Record<string, string>) => {
    const first = await list({ ...query, pageNo: 1, pageSize: GAME_PAGE_SIZE });
    const pages = [first.body.value];
    for (let pageNo = 2; pageNo <= first.body.value.totalPages; pageNo += 1) pages.push((await list({ ...query, pageNo, pageSize: GAME_PAGE_SIZE })).body.value);
    return pages;
  };

  beforeAll(async () => {
    tp = await startTestPlatform({ postgres, games: true, withdrawalJobMs: false, depositJobMs: false });
    whole = (await list({ gameType: 'RNG', pageSize: MAX_PAGE_SIZE })).body.value.list;
  }, 120_000);
  afterAll(async () => {
    await tp?.close();
  });

  it('pages put together are the whole list in order, each game once; past the last page is empty', async () => {
    expect(whole.length).toBeGreaterThan(GAME_PAGE_SIZE * 10);
    const pages = await allPages({ gameType: 'RNG' });
    expect(pages.length).toBe(Math.ceil(whole.length / GAME_PAGE_SIZE));
    for (const page of pages) expect(page).toMatchObject({ totalCount: whole.length, pageSize: GAME_PAGE_SIZE, totalPages: pages.length });
    const ids = pages.flatMap((p) => p.list.map((g) => g.gameId));
    expect(ids).toEqual(whole.map((g) => g.gameId));
    expect(new Set(ids).size).toBe(whole.length);
    expect(pages.at(-1)!.list.length).toBe(whole.length - (pages.length - 1) * GAME_PAGE_SIZE);
    const past = await list({ gameType: 'RNG', pageNo: pages.length + 1, pageSize: GAME_PAGE_SIZE });
    expect(past.status).toBe(200);
    expect(past.body.value).toMatchObject({ list: [], totalCount: whole.length, pageNo: pages.length + 1 });
  });

  it('a name search finds a game from the last page of the list on the first page of its answer', async () => {
    const last = whole.at(-1)!;
    const found = await list({ gameType: 'RNG', gameName: last.gameName.toUpperCase(), pageNo: 1, pageSize: GAME_PAGE_SIZE });
    expect(found.body.value.list.map((g) => g.gameId)).toContain(last.gameId);
    for (const game of found.body.value.list) expect(game.gameName.toLowerCase()).toContain(last.gameName.toLowerCase());
    // The count is of the whole catalogue's matches, not of a page.
    expect(found.body.value.totalCount).toBe(whole.filter((g) => g.gameName.toLowerCase().includes(last.gameName.toLowerCase())).length);
  });

  it('the vendor filter and the HOT and NEW orders hold across pages', async () => {
    const vendor = whole.at(-1)!.vassalage;
    const vendorPages = await allPages({ gameType: 'RNG', vassalage: vendor });
    const vendorIds = vendorPages.flatMap((p) => p.list.map((g) => g.gameId));
    expect(vendorIds).toEqual(whole.filter((g) => g.vassalage === vendor).map((g) => g.gameId));

    const hot = (await allPages({ gameType: 'RNG', gameClassify: 'HOT' })).flatMap((p) => p.list);
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.map((g) => g.hotRank)).toEqual(hot.map((g) => g.hotRank).sort((a, b) => (a ?? 0) - (b ?? 0)));
    const fresh = (await allPages({ gameType: 'RNG', gameClassify: 'NEW' })).flatMap((p) => p.list);
    expect(fresh.length).toBe(whole.filter((g) => g.isNew).length);
    expect(fresh.map((g) => g.releasedAt)).toEqual(fresh.map((g) => g.releasedAt).sort((a, b) => b - a));
  });

  it.each([
    ['pageNo=0', { pageNo: 0 }],
    ['pageNo=-1', { pageNo: -1 }],
    ['pageNo=abc', { pageNo: 'abc' }],
    ['pageNo=1.5', { pageNo: '1.5' }],
    ['pageSize=0', { pageSize: 0 }],
    [`pageSize=${MAX_PAGE_SIZE + 1}`, { pageSize: MAX_PAGE_SIZE + 1 }],
    ['pageSize=1e3', { pageSize: '1e3' }],
  ])('%s is a 400 envelope with game_page_invalid', async (_name, bad) => {
    const res = await list({ gameType: 'RNG', pageNo: 1, pageSize: GAME_PAGE_SIZE, ...bad });
    expect(res.status).toBe(400);
    expectFailureEnvelope(res.body as never, 'game_page_invalid');
  });

  describe('role matrix', () => {
    let roles: RoleSet;
    beforeAll(async () => {
      roles = await roleSet(tp);
    }, 60_000);
    const game = (i: number) => whole[whole.length - 1 - i]!;
    const favourite = (role: Role, i: number) => asRole(tp, roles, role, 'POST', '/wps/relay/MCS2_addFavGame', { gameId: game(i).gameId });
    const page1 = (role: Role, query: string) => asRole(tp, roles, role, 'GET', `${LIST}?gameType=RNG&pageNo=1&pageSize=${GAME_PAGE_SIZE}&${query}`);
    // Everyone reads the catalogue; Favourites need a session of this merchant.
    const favRefused: Record<Role, string | null> = {
      guest: 'CUSTOMER_NOT_LOGIN', trial: null, member: null, anotherMember: null, agent: null, anotherMerchant: 'user.or.token.invalid',
    };
    it.each(ROLES)('%s', async (role) => {
      const all = await page1(role, 'gameClassify=ALL');
      const code = favRefused[role];
      // The catalogue is public: another merchant's token is no session here, and the list
      // answers as to a guest (this merchant's games, not the token's merchant's).
      expect(all.status).toBe(200);
      expect((all.body.value.list as WireGameItem[]).map((g) => g.gameId)).toEqual(whole.slice(0, GAME_PAGE_SIZE).map((g) => g.gameId));
      const i = ROLES.indexOf(role);
      if (!code) expect((await favourite(role, i)).status).toBe(200);
      const fav = await page1(role, 'gameClassify=FAV');
      if (code) {
        expectFailureEnvelope(fav.body, code);
        return;
      }
      // Only the role's own favourite: none of the others' (each role favourites another game).
      expect((fav.body.value.list as WireGameItem[]).map((g) => g.gameId)).toEqual([game(i).gameId]);
      expect(fav.body.value.totalCount).toBe(1);
      const recent = await page1(role, 'gameClassify=RECENT');
      expect(recent.status).toBe(200);
      expect(recent.body.value.list).toEqual([]);
    });
  });
});
