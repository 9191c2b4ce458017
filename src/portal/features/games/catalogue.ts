// A category's games, loaded once per game type and language, indexed for instant local
// filtering (the shared filter code: NEW, FAV, ALL, HOT, RECENT, vendor, name), plus the
// member's favourite and recent ids when logged in.
import { useMemo, useState } from 'react';
import {
  createGameIndex, filterGames, type GameCategory, type GameFilter, type GameIndex, type GameItem, type GameListPage,
} from '../../../shared/games/index.ts';
import { setCallDataFor, useCall } from '../../api/query.ts';
import { usePortal } from '../../state/store.ts';
import { gameListParams, setFavourite } from './api.ts';

export type CatalogueState =
  | { state: 'loading' }
  | { state: 'ready'; index: GameIndex; loadedAt: number }
  | { state: 'unavailable'; message: string };

/** The whole category once per game type and language (the query layer's cache), indexed. */
function indexOf(page: GameListPage): GameIndex {
  return createGameIndex(page.list);
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
  toggleFavourite(game: GameItem): Promise<void>;
}

const recentIds = (games: GameItem[]): number[] => games.map((g) => g.gameId);

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

export interface ListQuery {
  filter: GameFilter;
  vassalage: string | null;
  gameName: string;
}

export function useFilteredGames(index: GameIndex | null, query: ListQuery, member: { favourites: number[]; recent: number[] }): GameItem[] {
  const { favourites, recent } = member;
  return useMemo(
    () => (index ? filterGames(index, { filter: query.filter, vassalage: query.vassalage, gameName: query.gameName }, { favourites, recent }) : []),
    [index, query.filter, query.vassalage, query.gameName, favourites, recent],
  );
}
