import { describe, expect, it } from 'vitest';
import {
  FALLBACK_VENDORS, GAME_CATEGORIES, VENDOR_MAP, buildMenus, generateCatalogue, normaliseVendors, vendorsFromMerchantConfig,
} from '../../src/shared/games/index.ts';

const NOW = Date.UTC(2026, 10, 21);
const vendors = normaliseVendors(FALLBACK_VENDORS);

describe('catalogue generator', () => {
  const catalogue = generateCatalogue({ seed: 42, vendors, now: NOW });

  it('generates exactly the requested number of slot games across all RNG vendors', () => {
    const slots = catalogue.games.filter((g) => g.gameType === 'RNG');
    expect(slots).toHaveLength(10_000);
    const rngVendors = vendors.filter((v) => v.gameType === 'RNG').map((v) => v.code);
    expect(new Set(slots.map((g) => g.vendor))).toEqual(new Set(rngVendors));
  });

  it('is deterministic for a seed and differs for another seed', () => {
    const again = generateCatalogue({ seed: 42, vendors, now: NOW });
    expect(again.games).toEqual(catalogue.games);
    const other = generateCatalogue({ seed: 43, vendors, now: NOW });
    expect(other.games.map((g) => g.gameName)).not.toEqual(catalogue.games.map((g) => g.gameName));
  });

  it('gives unique ids, unique codes per vendor and unique slot names', () => {
    expect(new Set(catalogue.games.map((g) => g.gameId)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.games.map((g) => g.gameCode)).size).toBe(catalogue.games.length);
    const slotNames = catalogue.games.filter((g) => g.gameType === 'RNG').map((g) => g.gameName);
    expect(new Set(slotNames).size).toBe(slotNames.length);
  });

  it('covers every category of the spec', () => {
    const types = new Set(catalogue.games.map((g) => g.gameType));
    for (const category of GAME_CATEGORIES) expect(types.has(category), category).toBe(true);
  });

  it('applies the vendor map: cockfight is DS88 under SPORTS, esports is TF under SPORTS', () => {
    const cock = catalogue.menus.find((m) => m.gameType === 'COCKFIGHT');
    const esports = catalogue.menus.find((m) => m.gameType === 'ESPORTS');
    expect(cock?.vendors.map((v) => v.code)).toEqual(['DS88']);
    expect(cock?.belongsTo).toBe('SPORTS');
    expect(cock?.sortTarget).toBe('RNG');
    expect(esports?.vendors.map((v) => v.code)).toEqual(['TF']);
    expect(esports?.belongsTo).toBe('SPORTS');
    expect(esports?.sortTarget).toBe('SPORTS');
    const sportsLike = catalogue.games.filter((g) => g.gameType === 'COCKFIGHT');
    expect(sportsLike.every((g) => g.isGame === 'VASSALAGE' && g.vendor === VENDOR_MAP.COCKFIGHT.vendor)).toBe(true);
  });

  it('rejects a merchant vendor that contradicts the vendor map and adds the mapped one', () => {
    const normalised = normaliseVendors([
      { code: 'SABA', gameType: 'SPORTS' }, { code: 'XX', gameType: 'ESPORTS' }, { code: 'PG', gameType: 'RNG' },
    ]);
    expect(normalised.filter((v) => v.gameType === 'ESPORTS').map((v) => v.code)).toEqual(['TF']);
    expect(normalised.filter((v) => v.gameType === 'COCKFIGHT').map((v) => v.code)).toEqual(['DS88']);
    expect(buildMenus(normalised).map((m) => m.gameType)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
  });

  it('marks hot games per category and new games by release date', () => {
    const hotSlots = catalogue.games.filter((g) => g.gameType === 'RNG' && g.hotRank !== null);
    expect(hotSlots).toHaveLength(60);
    const ranks = hotSlots.map((g) => g.hotRank).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(ranks[0]).toBe(1);
    const newest = catalogue.games.filter((g) => g.isNew);
    expect(newest.length).toBeGreaterThan(0);
    expect(newest.every((g) => NOW - g.releasedAt < 30 * 86_400_000)).toBe(true);
  });

  it('builds lottery groups with gameGroupCode, labelName and gameMenus carrying default play types', () => {
    const vn = catalogue.lotteryGroups.find((g) => g.gameGroupCode === 'TCG_LOTTO_VN');
    expect(vn?.labelName).toBe('Vietnam Lottery');
    expect(vn?.gameMenus.length).toBeGreaterThan(0);
    expect(vn?.gameMenus.every((m) => typeof m.defaultPlayType === 'string')).toBe(true);
  });
});

describe('vendorsFromMerchantConfig', () => {
  it('reads the merchant vendor catalogue keyed by vendor code, mapping categories to game types', () => {
    expect(vendorsFromMerchantConfig({ vendors: {
      PG: { displayName: 'PG Soft', category: 'rng', gameType: 'RNG' },
      TCG_SEA: { displayName: 'SEA Lottery', category: 'lottery' },
      BAD: { displayName: 'Nope', category: 'home' },
    } })).toEqual([
      { code: 'PG', gameType: 'RNG', displayName: 'PG Soft' },
      { code: 'TCG_SEA', gameType: 'LOTT', displayName: 'SEA Lottery' },
    ]);
  });
  it('returns null when there is no vendor list', () => {
    expect(vendorsFromMerchantConfig({ identity: {} })).toBeNull();
    expect(vendorsFromMerchantConfig(null)).toBeNull();
  });
  it('builds a full catalogue from each shipped merchant', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const code of ['bdwin', 'vnlotto', 'cnstar']) {
      const config = JSON.parse(await readFile(new URL(`../../merchants/${code}/merchant.json`, import.meta.url), 'utf8')) as unknown;
      const inputs = vendorsFromMerchantConfig(config);
      expect(inputs, code).not.toBeNull();
      const catalogue = generateCatalogue({ seed: 1, vendors: normaliseVendors(inputs ?? []), now: NOW });
      if (inputs?.some((v) => v.gameType === 'RNG')) expect(catalogue.games.filter((g) => g.gameType === 'RNG')).toHaveLength(10_000);
    }
  });
});
