// A game as the portal keeps it: the wire's game item (schemas/api/common/game-item.json) with its
// vendor under the plain name. The wire calls the vendor `vassalage`; game answers are read
// through gameFromWire where they arrive, so no screen, tile or launch reads the wire's name.
import type { Game, WireGameItem } from '../../../shared/games/types.ts';

export type { Game };

export function gameFromWire({ vassalage, ...rest }: WireGameItem): Game {
  return { ...rest, vendor: vassalage };
}

export const gamesFromWire = (items: readonly WireGameItem[]): Game[] => items.map(gameFromWire);
