/**
 * The category of each game id in a merchant's catalogue: the catalogue the game routes serve
 * (same seed, same vendor list; ids do not depend on the time), built once per process per vendor
 * list. Rebates sum rounds (which keep only the game id) by category with it.
 */
import type { GameCategory } from '../../shared/games/index.ts';
import type { Merchant } from '../merchants.ts';
import { createCatalogues } from './context.ts';
import { DEFAULT_CATALOGUE_SEED } from './routes.ts';

const cache = new Map<string, Map<number, GameCategory>>();

export function gameCategories(merchant: Merchant): Map<number, GameCategory> {
  const key = `${merchant.code}:${JSON.stringify(merchant.config.vendors ?? null)}`;
  let map = cache.get(key);
  if (!map) {
    const { index } = createCatalogues({ now: () => 0 }, DEFAULT_CATALOGUE_SEED)(merchant);
    map = new Map(index.games.map((g) => [g.gameId, g.gameType]));
    cache.set(key, map);
  }
  return map;
}
