// A category's games: the slots list a page at a time, searched, filtered and sorted by the
// platform (a whole category of 10,000 was 3.4 MB to download, parse and index before the first
// tile); small categories (sports lobbies) whole, indexed; and the member's favourite and recent
// ids when logged in.
import { useMemo, useState } from 'react';
import { createGameIndex, type GameCategory, type GameIndex, type WireGameItem, type WireGameListPage } from '../../../shared/games/index.ts';
import { gamesFromWire, type Game } from './game.ts';
import type { CallInput } from '../../api/portal-api.ts';
import { setCallDataFor, useCall } from '../../api/query.ts';
import { usePortal } from '../../state/store.ts';
import { gameListParams, listPageParams, setFavourite, type ListQuery } from './api.ts';

export type CatalogueState =
  | { state: 'loading' }
  | { state: 'ready'; index: GameIndex<Game>; loadedAt: number }
  | { state: 'unavailable'; message: string };

/** The whole category once per game type and language (the query layer's cache), indexed. */
function indexOf(page: WireGameListPage): GameIndex<Game> {
  return createGameIndex(gamesFromWire(page.list));
}

export function useCategory(gameType: GameCategory): CatalogueState {
  const result = useCall('gameList', { request: gameListParams(gameType, 'ALL'), select: indexOf });
  const index = result.data;
  // When the index arrived (the games benchmark reads it).
  const loadedAt = useMemo(() => (index ? performance.now() : 0), [index]);
  if (result.isError) return { state: 'unavailable', message: result.error instanceof Error ? result.error.message : 'Unknown error' };
  if (index) return { state: 'ready', index, loadedAt };
  return { state: 'loading' };
}

export interface MemberGamesState {
  favourites: number[];
  recent: number[];
  toggleFavourite(game: Game): Promise<void>;
}

const recentIds = (games: WireGameItem[]): number[] => games.map((g) => g.gameId);

export function useMemberGames(): MemberGamesState {
  const isLogin = usePortal((s) => s.isLogin);
  const favouriteIds = useCall('favouriteIds', { enabled: isLogin });
  const recentGames = useCall('recent', { select: recentIds, enabled: isLogin });
  // The member's click shows at once; the server's list follows (a money-free call: favourites).
  const [optimistic, setOptimistic] = useState<number[] | null>(null);
  const favourites = isLogin ? optimistic ?? favouriteIds.data ?? [] : [];
  return {
    favourites,
    recent: isLogin ? recentGames.data ?? [] : [],
    async toggleFavourite(game) {
      const on = !favourites.includes(game.gameId);
      setOptimistic(on ? [game.gameId, ...favourites] : favourites.filter((id) => id !== game.gameId));
      try {
        await setCallDataFor('favouriteIds', await setFavourite(game.gameId, on));
      } finally {
        setOptimistic(null);
      }
    },
  };
}

/** What the list shows: the query whose first page has arrived, and how many games match it. */
export type GameListState =
  | { state: 'loading' }
  | { state: 'ready'; query: ListQuery; total: number }
  | { state: 'unavailable'; message: string };

const sameQuery = (a: ListQuery, b: ListQuery) => a.filter === b.filter && a.vendor === b.vendor && a.gameName === b.gameName;

/**
 * The list of `query` as the platform searches, filters and sorts it over the whole category:
 * page 1 gives the total, the grid asks for the other pages as their rows near the screen
 * (useGamePage). While a new query's first page is on its way, the last answered one stays on
 * screen, so typing a name does not blank the grid at every key.
 */
export function useGameList(gameType: GameCategory, query: ListQuery): GameListState {
  const language = usePortal((s) => s.language);
  const first = useCall('gameList', { request: listPageParams(gameType, query, 1, language) });
  const [shown, setShown] = useState<{ query: ListQuery; total: number } | null>(null);
  const total = first.data?.totalCount;
  // Stored while rendering (React's pattern for state derived from a changed input): the next
  // render, before anything is painted, already shows the new list.
  if (total !== undefined && (shown === null || shown.total !== total || !sameQuery(shown.query, query))) setShown({ query, total });
  if (total !== undefined) return { state: 'ready', query, total };
  if (shown) return { state: 'ready', ...shown };
  if (first.isError) return { state: 'unavailable', message: first.error.message };
  return { state: 'loading' };
}

/** The games of one page (undefined until it arrives; one request however many rows ask). */
export function useGamePage(request: CallInput<'gameList'>, enabled = true): readonly Game[] | undefined {
  return useCall('gameList', { request, enabled, select: listOf }).data;
}

const listOf = (page: WireGameListPage): Game[] => gamesFromWire(page.list);
