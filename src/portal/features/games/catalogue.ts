// A category's games, loaded once per game type and language, indexed for instant local
// filtering (the shared filter code: NEW, FAV, ALL, HOT, RECENT, vendor, name), plus the
// member's favourite and recent ids when logged in.
import { useEffect, useMemo, useState } from 'react';
import {
  createGameIndex, filterGames, type GameCategory, type GameFilter, type GameIndex, type GameItem,
} from '../../../shared/games/index.ts';
import { usePortal } from '../../state/store.ts';
import { fetchFavouriteIds, fetchGameList, fetchRecent, setFavourite } from './api.ts';

export type CatalogueState =
  | { state: 'loading' }
  | { state: 'ready'; index: GameIndex; loadedAt: number }
  | { state: 'unavailable'; message: string };

const cache = new Map<string, Promise<GameIndex>>();

export function loadCategory(gameType: GameCategory, language: string): Promise<GameIndex> {
  const key = `${gameType}:${language}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = fetchGameList(gameType, 'ALL').then((page) => createGameIndex(page.list));
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

export function useCategory(gameType: GameCategory): CatalogueState {
  const language = usePortal((s) => s.language);
  const epoch = usePortal((s) => s.languageEpoch);
  const [loaded, setLoaded] = useState<CatalogueState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    loadCategory(gameType, language).then(
      (index) => live && setLoaded({ state: 'ready', index, loadedAt: performance.now() }),
      (error: unknown) => live && setLoaded({ state: 'unavailable', message: error instanceof Error ? error.message : 'Unknown error' }),
    );
    return () => { live = false; };
  }, [gameType, language, epoch]);
  return loaded;
}

export interface MemberGamesState {
  favourites: number[];
  recent: number[];
  toggleFavourite(game: GameItem): Promise<void>;
}

export function useMemberGames(): MemberGamesState {
  const isLogin = usePortal((s) => s.isLogin);
  const [favourites, setFavourites] = useState<number[]>([]);
  const [recent, setRecent] = useState<number[]>([]);
  useEffect(() => {
    if (!isLogin) {
      setFavourites([]);
      setRecent([]);
      return;
    }
    let live = true;
    fetchFavouriteIds().then((ids) => live && setFavourites(ids), () => undefined);
    fetchRecent().then((games) => live && setRecent(games.map((g) => g.gameId)), () => undefined);
    return () => { live = false; };
  }, [isLogin]);
  return {
    favourites,
    recent,
    async toggleFavourite(game) {
      const on = !favourites.includes(game.gameId);
      // Optimistic, then the server's list.
      setFavourites(on ? [game.gameId, ...favourites] : favourites.filter((id) => id !== game.gameId));
      try {
        setFavourites(await setFavourite(game.gameId, on));
      } catch {
        setFavourites(favourites);
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
