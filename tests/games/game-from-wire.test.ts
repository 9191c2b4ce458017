// The wire's name for a game's vendor (`vassalage`) is read at the boundary only: the portal's
// game (gameFromWire) carries it as `vendor`, every other field as the wire has it (that no other
// file names the wire's field is tests/unit/wire-names-at-boundary.test.ts).
import { describe, expect, it } from 'vitest';
import { gameFromWire, gamesFromWire } from '../../src/portal/features/games/game.ts';
import { FALLBACK_VENDORS, gamesToWire, generateCatalogue, normaliseVendors } from '../../src/shared/games/index.ts';

describe('a game read from the wire', () => {
  const games = generateCatalogue({ seed: 7, vendors: normaliseVendors(FALLBACK_VENDORS), slotCount: 50, now: Date.UTC(2026, 10, 21) }).games;
  // As the platform's routes write them (shared/games/wire-names.ts).
  const wire = gamesToWire(games);

  it('carries the wire\'s vassalage as vendor and every other field unchanged', () => {
    for (const item of wire) {
      const { vassalage, ...rest } = item;
      const game = gameFromWire(item);
      expect(game).toEqual({ ...rest, vendor: vassalage });
      expect(game).not.toHaveProperty('vassalage');
    }
    expect(gamesFromWire(wire).map((g) => g.vendor)).toEqual(wire.map((g) => g.vassalage));
  });

  it('is the game the platform wrote, through the wire and back', () => {
    expect(wire.every((item) => typeof item.vassalage === 'string' && !('vendor' in item))).toBe(true);
    expect(gamesFromWire(wire)).toEqual(games);
  });
});
