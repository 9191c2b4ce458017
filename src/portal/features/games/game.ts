// A game as the portal keeps it: the wire's game item (schemas/api/common/game-item.json) with its
// vendor under the plain name (shared/games/wire-names.ts). Game answers are read through
// gameFromWire where they arrive, so no screen, tile or launch reads the wire's name.
import type { Game, WireGameItem } from '../../../shared/games/types.ts';
import { vendorFromWire } from '../../../shared/games/wire-names.ts';

export type { Game };

/** A game item of an answer, its vendor under the plain name. */
export { vendorFromWire as gameFromWire };

export const gamesFromWire = (items: readonly WireGameItem[]): Game[] => items.map(vendorFromWire);
