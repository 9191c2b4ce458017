// Turning a merchant's vendor list into catalogue vendors. The merchant config (foundation
// owner, `vendors` keyed by vendor code) is the source of the vendor catalogue.
// FALLBACK_VENDORS is a full sample covering every category, for tests and benchmarks, and for
// a merchant file without vendors (the schema requires them, so not in practice).
import { GAME_CATEGORIES, VENDOR_MAP, isGameCategory, type GameCategory, type GameVendor } from './types.ts';

export interface VendorInput {
  code: string;
  displayName?: string;
  gameType: GameCategory;
  accountTypeId?: number;
}

export const FALLBACK_VENDORS: readonly VendorInput[] = [
  ...['PG', 'JILI', 'PP', 'CQ9', 'JDB', 'SPADE', 'FC', 'KA', 'NETENT', 'HABANERO', 'RTG', 'BNG', 'YGG'].map(
    (v) => ({ code: v, gameType: 'RNG' as const }),
  ),
  ...['EVO', 'SEXY', 'DG', 'SA', 'WM'].map((v) => ({ code: v, gameType: 'LIVE' as const })),
  ...['JILI_FISH', 'JDB_FISH', 'FC_FISH'].map((v) => ({ code: v, gameType: 'FISH' as const })),
  ...['KM', 'V8', 'TP'].map((v) => ({ code: v, gameType: 'PVP' as const })),
  ...['SABA', 'CMD', 'BTI'].map((v) => ({ code: v, gameType: 'SPORTS' as const })),
  { code: VENDOR_MAP.ESPORTS.vendor, gameType: 'ESPORTS' },
  { code: VENDOR_MAP.COCKFIGHT.vendor, gameType: 'COCKFIGHT' },
  { code: 'LOTT', gameType: 'LOTT' },
  { code: 'TCG_LOTTO_VN', gameType: 'LOTT' },
  { code: 'TCG_SEA', gameType: 'LOTT' },
  { code: 'ELOTT', gameType: 'ELOTT' },
  ...['BGS_TCG', 'BGS_KY'].map((v) => ({ code: v, gameType: 'BGS' as const })),
  { code: 'BINGO_TCG', gameType: 'BINGO' },
  { code: 'SEAMLESS_TCG', gameType: 'SEAMLESS' },
];

/**
 * Normalises vendor entries: known categories only, the vendor map of spec section 3 enforced
 * (ESPORTS is TF, COCKFIGHT is DS88), duplicates dropped, stable ids and sort order.
 */
export function normaliseVendors(inputs: readonly VendorInput[]): GameVendor[] {
  const seen = new Set<string>();
  const vendors: GameVendor[] = [];
  for (const input of inputs) {
    if (!isGameCategory(input.gameType)) continue;
    const mapped = input.gameType === 'ESPORTS' || input.gameType === 'COCKFIGHT' ? VENDOR_MAP[input.gameType] : null;
    if (mapped && input.code !== mapped.vendor) continue;
    const key = `${input.gameType}:${input.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    vendors.push({
      id: vendors.length + 1,
      code: input.code,
      displayName: input.displayName ?? input.code.replace(/_/g, ' '),
      gameType: input.gameType,
      accountTypeId: input.accountTypeId ?? 100 + GAME_CATEGORIES.indexOf(input.gameType),
      sort: vendors.filter((v) => v.gameType === input.gameType).length + 1,
    });
  }
  // The vendor map is not optional: a merchant that lists SPORTS gets its ESPORTS and COCKFIGHT vendors.
  for (const category of ['ESPORTS', 'COCKFIGHT'] as const) {
    if (vendors.some((v) => v.gameType === category)) continue;
    if (!vendors.some((v) => v.gameType === VENDOR_MAP[category].belongsTo)) continue;
    vendors.push({
      id: vendors.length + 1,
      code: VENDOR_MAP[category].vendor,
      displayName: VENDOR_MAP[category].vendor,
      gameType: category,
      accountTypeId: 100 + GAME_CATEGORIES.indexOf(category),
      sort: 1,
    });
  }
  return vendors;
}

/** Merchant category ids (schemas/merchant/common.json) to the platform's game types. */
const CATEGORY_GAME_TYPE: Record<string, GameCategory> = {
  rng: 'RNG', live: 'LIVE', fish: 'FISH', pvp: 'PVP', sports: 'SPORTS', esports: 'ESPORTS', cockfight: 'COCKFIGHT',
  lottery: 'LOTT', elott: 'ELOTT', bgs: 'BGS', bingo: 'BINGO', seamless: 'SEAMLESS',
};

export function gameTypeForCategory(category: string): GameCategory | null {
  return CATEGORY_GAME_TYPE[category] ?? null;
}

/**
 * The merchant's vendor catalogue (`vendors` in the merchant config: an object keyed by
 * vendor code, each `{ displayName, category, gameType? }`) as catalogue vendor inputs, in the
 * config's order. Returns null when the config has none.
 */
export function vendorsFromMerchantConfig(config: unknown): VendorInput[] | null {
  const vendors = asRecord(asRecord(config)?.vendors);
  if (!vendors) return null;
  const out: VendorInput[] = [];
  for (const [code, raw] of Object.entries(vendors)) {
    const entry = asRecord(raw);
    if (!entry) continue;
    const declared = typeof entry.gameType === 'string' ? entry.gameType.toUpperCase() : null;
    const gameType = declared && isGameCategory(declared) ? declared : gameTypeForCategory(String(entry.category ?? ''));
    if (!gameType) continue;
    out.push({ code, gameType, displayName: typeof entry.displayName === 'string' ? entry.displayName : undefined });
  }
  return out.length > 0 ? out : null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
