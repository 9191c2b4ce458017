import { describe, expect, it } from 'vitest';
import {
  FALLBACK_VENDORS, createGameIndex, filterGames, generateCatalogue, normaliseGameName, normaliseVendors, pageGames, queryGames,
  type Game,
} from '../../src/shared/games/index.ts';

const NOW = Date.UTC(2026, 10, 21);
const catalogue = generateCatalogue({ seed: 7, vendors: normaliseVendors(FALLBACK_VENDORS), now: NOW });
const index = createGameIndex(catalogue.games);
const slots = catalogue.games.filter((g) => g.gameType === 'RNG');

describe('normaliseGameName', () => {
  it('ignores case, diacritics, Đ, punctuation and spaces', () => {
    expect(normaliseGameName('Phở Đại-Phát Riches')).toBe('phodaiphatriches');
    expect(normaliseGameName('  CAFÉ  fortune ')).toBe('cafefortune');
    expect(normaliseGameName("Señor's Gold & Win")).toBe('senorsgoldwin');
    expect(normaliseGameName('ＰＧ１')).toBe('pg1');
  });
});

describe('filterGames', () => {
  it('ALL returns a category ordered by popularity', () => {
    const all = filterGames(index, { filter: 'ALL', gameType: 'RNG' });
    expect(all).toHaveLength(10_000);
    for (let i = 1; i < all.length; i++) expect((all[i - 1] as Game).popularity).toBeGreaterThanOrEqual((all[i] as Game).popularity);
  });

  it('searches by name across all slots with accent-insensitive matching', () => {
    const target = slots.find((g) => /[éñởĐ]/.test(g.gameName)) as Game;
    const query = target.gameName.normalize('NFKD').replace(/\p{M}/gu, '').replace(/Đ/g, 'D').toUpperCase();
    const found = filterGames(index, { gameType: 'RNG', gameName: query });
    expect(found.map((g) => g.gameId)).toContain(target.gameId);
    const expected = slots.filter((g) => normaliseGameName(g.gameName).includes(normaliseGameName(query)));
    expect(found).toHaveLength(expected.length);
  });

  it('filters by vendor (the wire\'s vassalage) and combines with the name search', () => {
    const pg = filterGames(index, { gameType: 'RNG', vendor: 'PG' });
    expect(pg.length).toBeGreaterThan(0);
    expect(pg.every((g) => g.vendor === 'PG')).toBe(true);
    const pgDragon = filterGames(index, { gameType: 'RNG', vendor: 'PG', gameName: 'dragon' });
    expect(pgDragon.every((g) => g.vendor === 'PG' && /dragon/i.test(g.gameName))).toBe(true);
    expect(pgDragon.length).toBe(slots.filter((g) => g.vendor === 'PG' && /dragon/i.test(g.gameName)).length);
  });

  it('HOT is ordered by hot rank, NEW only new games newest first', () => {
    const hot = filterGames(index, { filter: 'HOT', gameType: 'RNG' });
    expect(hot.map((g) => g.hotRank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const fresh = filterGames(index, { filter: 'NEW', gameType: 'RNG' });
    expect(fresh.length).toBe(slots.filter((g) => g.isNew).length);
    for (let i = 1; i < fresh.length; i++) expect((fresh[i - 1] as Game).releasedAt).toBeGreaterThanOrEqual((fresh[i] as Game).releasedAt);
  });

  it('FAV and RECENT keep the member order and apply the other filters', () => {
    const [a, b, c] = slots as [Game, Game, Game];
    const live = catalogue.games.find((g) => g.gameType === 'LIVE') as Game;
    const member = { favourites: [c.gameId, live.gameId, a.gameId, 999_999], recent: [b.gameId, a.gameId] };
    expect(filterGames(index, { filter: 'FAV', gameType: 'RNG' }, member).map((g) => g.gameId)).toEqual([c.gameId, a.gameId]);
    expect(filterGames(index, { filter: 'FAV' }, member).map((g) => g.gameId)).toEqual([c.gameId, live.gameId, a.gameId]);
    expect(filterGames(index, { filter: 'RECENT', gameType: 'RNG' }, member).map((g) => g.gameId)).toEqual([b.gameId, a.gameId]);
    expect(filterGames(index, { filter: 'FAV', gameType: 'RNG', gameName: a.gameName }, member).map((g) => g.gameId)).toContain(a.gameId);
    expect(filterGames(index, { filter: 'FAV' })).toEqual([]);
  });
});

describe('memoised catalogue-only lists', () => {
  it('return the same games each time and cannot be corrupted by a caller', () => {
    const first = filterGames(index, { filter: 'HOT', gameType: 'RNG' });
    first.reverse();
    first.pop();
    const second = filterGames(index, { filter: 'HOT', gameType: 'RNG' });
    expect(second.map((g) => g.hotRank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(filterGames(index, { gameType: 'RNG', vendor: 'PG' }).every((g) => g.vendor === 'PG')).toBe(true);
  });
});

describe('paging', () => {
  it('pages with 1-based page numbers and clamps bad input', () => {
    const page2 = queryGames(index, { gameType: 'RNG', pageNo: 2, pageSize: 50 });
    const all = filterGames(index, { gameType: 'RNG' });
    expect(page2.list).toEqual(all.slice(50, 100));
    expect(page2).toMatchObject({ totalCount: 10_000, pageNo: 2, pageSize: 50, totalPages: 200 });
    const clamped = pageGames(all, -3, 0);
    expect(clamped).toMatchObject({ pageNo: 1, pageSize: 1 });
    expect(pageGames(all, 1, 1e9).pageSize).toBe(10_000);
    expect(pageGames([], 5, 30)).toMatchObject({ list: [], totalCount: 0, totalPages: 1 });
  });
});
