/**
 * The category (and name) of each game id in a merchant's catalogue: the catalogue the game routes
 * serve (same seed, same vendor list; ids do not depend on the time), built once per process per
 * vendor list. Rebates and bet records read rounds (which keep the game id) through it.
 */
import type { GameCategory } from '../../shared/games/index.ts';
import type { Merchant } from '../merchants.ts';
import { createCatalogues } from './context.ts';
import { DEFAULT_CATALOGUE_SEED } from './routes.ts';

export interface GameInfo {
  gameType: GameCategory;
  gameName: string;
}

const cache = new Map<string, Map<number, GameInfo>>();

export function gameInfo(merchant: Merchant): Map<number, GameInfo> {
  const key = `${merchant.code}:${JSON.stringify(merchant.config.vendors ?? null)}`;
  let map = cache.get(key);
  if (!map) {
    const { index } = createCatalogues({ now: () => 0 }, DEFAULT_CATALOGUE_SEED)(merchant);
    map = new Map(index.games.map((g) => [g.gameId, { gameType: g.gameType, gameName: g.gameName }]));
    cache.set(key, map);
  }
  return map;
}

const typeCache = new WeakMap<Map<number, GameInfo>, Map<number, GameCategory>>();

export function gameCategories(merchant: Merchant): Map<number, GameCategory> {
  const info = gameInfo(merchant);
  let map = typeCache.get(info);
  if (!map) {
    map = new Map([...info].map(([id, g]) => [id, g.gameType]));
    typeCache.set(info, map);
  }
  return map;
}
