// Game-list filtering shared by the platform (GCSGAME_gameList) and the portal (instant local
// filtering of a loaded category). The index precomputes normalised names and the ALL order once,
// so a name search over 10,000 games is one pass of String.includes.
import type { GameCategory, GameFilter, Game, GameListPage } from './types.ts';

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 10_000;
/**
 * The slots list's page: what two phone screens or one desktop screen show, so the first answer
 * (and the server-rendered /rng) is small, and scrolling asks for the next pages as it nears them.
 * 48 divides evenly into rows of 2, 3, 4, 6 and 8 columns.
 */
export const GAME_PAGE_SIZE = 48;

/**
 * Name-search normalisation: compatibility decomposition, diacritics removed (Đ/đ too, which
 * do not decompose), lower case, and everything but letters and digits dropped, so
 * "pho dai phat", "Phở Đại-Phát" and "PHODAIPHAT" all match the same game.
 */
export function normaliseGameName(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What the index reads of a game. */
export type IndexedGame = Pick<Game, 'gameId' | 'gameName' | 'popularity'>;

export interface GameIndex<G extends IndexedGame = Game> {
  games: readonly G[];
  /** Normalised names, same positions as `games`. */
  names: readonly string[];
  byId: ReadonlyMap<number, G>;
  /** Positions in ALL order: popularity descending, then id. */
  allOrder: readonly number[];
}

export function createGameIndex<G extends IndexedGame>(games: readonly G[]): GameIndex<G> {
  const names = games.map((g) => normaliseGameName(g.gameName));
  const byId = new Map(games.map((g) => [g.gameId, g] as const));
  const allOrder = games.map((_, i) => i).sort((a, b) => {
    const ga = games[a] as G;
    const gb = games[b] as G;
    return gb.popularity - ga.popularity || ga.gameId - gb.gameId;
  });
  return { games, names, byId, allOrder };
}

export interface GameListQuery {
  filter?: GameFilter;
  gameType?: GameCategory | null;
  /** Vendor filter: a vendor code. */
  vendor?: string | null;
  /** Name search (spec: gameName). */
  gameName?: string | null;
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
}

export interface MemberGames {
  /** Favourite game ids, most recently added first. */
  favourites: readonly number[];
  /** Recently played game ids, most recent first. */
  recent: readonly number[];
}

export const NO_MEMBER_GAMES: MemberGames = { favourites: [], recent: [] };

/** All matching games in the filter's order (no paging). */
export function filterGames(index: GameIndex, query: GameListQuery, member: MemberGames = NO_MEMBER_GAMES): Game[] {
  const needle = query.gameName ? normaliseGameName(query.gameName) : '';
  const vendor = query.vendor || null;
  const gameType = query.gameType ?? null;
  const filter = query.filter ?? 'ALL';

  const matches = (g: Game, position: number): boolean =>
    (gameType === null || g.gameType === gameType) &&
    (vendor === null || g.vendor === vendor) &&
    (needle === '' || (index.names[position] as string).includes(needle));

  if (filter === 'FAV' || filter === 'RECENT') {
    const ids = filter === 'FAV' ? member.favourites : member.recent;
    const out: Game[] = [];
    const positions = positionsById(index);
    for (const id of ids) {
      const position = positions.get(id);
      if (position === undefined) continue;
      const game = index.games[position] as Game;
      if (matches(game, position)) out.push(game);
    }
    return out;
  }

  // Lists that depend only on the catalogue (no name, no member) are computed once per index.
  const memoKey = needle === '' ? `${filter}|${gameType ?? ''}|${vendor ?? ''}` : null;
  const memo = memoKey ? memoFor(index).get(memoKey) : undefined;
  if (memo) return memo.slice();
  const out: Game[] = [];
  for (const position of index.allOrder) {
    const game = index.games[position] as Game;
    if (filter === 'HOT' && game.hotRank === null) continue;
    if (filter === 'NEW' && !game.isNew) continue;
    if (matches(game, position)) out.push(game);
  }
  if (filter === 'HOT') out.sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0) || a.gameId - b.gameId);
  if (filter === 'NEW') out.sort((a, b) => b.releasedAt - a.releasedAt || a.gameId - b.gameId);
  if (memoKey) memoFor(index).set(memoKey, out.slice());
  return out;
}

export function pageGames(all: readonly Game[], pageNo = 1, pageSize = DEFAULT_PAGE_SIZE): GameListPage {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.floor(pageNo));
  return {
    list: all.slice((page - 1) * size, page * size),
    totalCount: all.length,
    pageNo: page,
    pageSize: size,
    totalPages: Math.max(1, Math.ceil(all.length / size)),
  };
}

export function queryGames(index: GameIndex, query: GameListQuery, member: MemberGames = NO_MEMBER_GAMES): GameListPage {
  return pageGames(filterGames(index, query, member), query.pageNo, query.pageSize);
}

const positionCache = new WeakMap<GameIndex, Map<number, number>>();
function positionsById(index: GameIndex): Map<number, number> {
  let positions = positionCache.get(index);
  if (!positions) {
    positions = new Map(index.games.map((g, i) => [g.gameId, i] as const));
    positionCache.set(index, positions);
  }
  return positions;
}

const memoCache = new WeakMap<GameIndex, Map<string, Game[]>>();
function memoFor(index: GameIndex): Map<string, Game[]> {
  let memo = memoCache.get(index);
  if (!memo) {
    memo = new Map();
    memoCache.set(index, memo);
  }
  return memo;
}
