// The seeded catalogue generator: about 10,000 slot games spread over the merchant's RNG
// vendors, plus live tables, fishing, PVP, board games, bingo, lottery and one lobby entry per
// sports-like vendor. Same seed + vendors + reference time → the same catalogue.
import { hashString, pick, seededRandom, type Random } from './rng.ts';
import { GAME_CATEGORIES, VENDOR_MAP, type Catalogue, type GameCategory, type Game, type GameMenu, type GameVendor, type LotteryGroup } from './types.ts';

const DAY_MS = 86_400_000;
export const NEW_GAME_DAYS = 30;
export const HOT_GAME_COUNT = 60;

const FIRST = [
  'Golden', 'Lucky', 'Dragon', 'Mystic', 'Wild', 'Royal', 'Fortune', 'Treasure', 'Jungle', 'Cosmic',
  'Pharaoh', 'Samurai', 'Neon', 'Crystal', 'Thunder', 'Ocean', 'Phoenix', 'Tiger', 'Panda', 'Viking',
  'Aztec', 'Candy', 'Fruit', 'Diamond', 'Buffalo', 'Moon', 'Sun', 'Fire', 'Ice', 'Pirate',
  'Ninja', 'Lotus', 'Koi',
] as const;
/**
 * First words with a local flavour, by the merchant's default language: a Vietnamese dish reads
 * well on vnlotto and oddly on cnstar. Each list has the same length, so a market changes only
 * the names that drew one of these words. Other markets get the neutral (accented) list, which
 * still exercises the search's accent folding.
 */
const MARKET_FIRST: Record<string, readonly string[]> = {
  VI: ['Phở', 'Đại Phát', 'Sài Gòn', 'Hạ Long', 'Tết', 'Mekong', 'Hội An'],
  CN: ['Cai Shen', 'Fu Lu', 'Jin Long', 'Red Lantern', 'Jade', 'Lucky Cat', 'Silk Road'],
  BN: ['Bengal', 'Sundarban', 'Monsoon', 'Mango', 'Rickshaw', 'Tea Garden', 'Padma'],
  neutral: ['Café', 'Fiesta', 'Señor', 'Safari', 'Carnival', 'Jalapeño', 'Crème'],
};
export const firstWordsFor = (market: string | undefined): readonly string[] => [...FIRST, ...(MARKET_FIRST[market ?? ''] ?? MARKET_FIRST.neutral!)];
const SECOND = [
  'Riches', 'Spins', 'Gems', 'Empire', 'Quest', 'Legends', 'Rush', 'Bonanza', 'Reels', 'Jackpot',
  'Kingdom', 'Wins', 'Palace', 'Hunter', 'Party', 'Vault', 'Storm', 'Magic', 'Blast', 'Temple',
  'Garden', 'Express', 'Island', 'Dynasty', 'Heist', 'Carnival', 'Festival', 'Tales', 'Frenzy', 'Gold',
] as const;
const SUFFIX = ['', '', '', '', ' Deluxe', ' Megaways', ' II', ' 1000', ' Hold & Win', ' Xmas', ' Power', ' Ultra'] as const;
const FIXED_CATEGORY_GAMES: Partial<Record<GameCategory, readonly string[]>> = {
  LIVE: ['Baccarat', 'Speed Baccarat', 'Roulette', 'Lightning Roulette', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Fan Tan', 'Xoc Dia', 'Poker'],
  FISH: ['Fishing King', 'Ocean Hunter', 'Mega Fishing', 'Dragon Fishing', 'Shark Bounty', 'Golden Toad'],
  PVP: ['Teen Patti', 'Andar Bahar', 'Rummy', 'Texas Holdem', 'Tien Len', 'Mahjong', 'Niu Niu', 'Sam Loc'],
  BGS: ['Ludo', 'Chess Blitz', 'Domino', 'Carrom', 'Checkers'],
  BINGO: ['Bingo 75', 'Bingo 90', 'Speed Bingo', 'Lucky Bingo'],
  SEAMLESS: ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo'],
};
/** Lottery games per lottery vendor: [code, name, default play type]. */
const LOTTERY_GAMES: Record<string, ReadonlyArray<readonly [string, string, string]>> = {
  LOTT: [['FAST3', 'Fast 3 (1 min)', 'SUM'], ['PICK3', 'Pick 3', 'STRAIGHT'], ['L536', 'Lotto 5/36', 'PICK5'], ['PK10', 'PK 10', 'FIRST']],
  TCG_LOTTO_VN: [['VNHN', 'Miền Bắc', 'LO2'], ['VNHCM', 'Hồ Chí Minh', 'LO2'], ['VNFAST', 'Xổ Số Nhanh', 'DE']],
  TCG_SEA: [['TH', 'Thai Lottery', 'TOP3'], ['LAO', 'Lao Lottery', 'TOP2'], ['MY4D', 'Magnum 4D', 'BIG']],
  ELOTT: [['E5', 'E-Lotto 5', 'PICK5'], ['E11', 'E-Lotto 11x5', 'ANY3'], ['EK3', 'E-Keno', 'TEN']],
};

export interface CatalogueOptions {
  seed: number;
  vendors: readonly GameVendor[];
  /** Total slot (RNG) games across all RNG vendors. */
  slotCount?: number;
  /** Reference time for release dates and the NEW flag. */
  now: number;
  /** The merchant's default language: picks slot names that suit its market (MARKET_FIRST). */
  market?: string;
}

export function generateCatalogue({ seed, vendors, slotCount = 10_000, now, market }: CatalogueOptions): Catalogue {
  const random = seededRandom(seed);
  const games: Game[] = [];
  const perVendor = new Map<string, number>();
  const add = (vendor: GameVendor, name: string, extra: Partial<Game> = {}): void => {
    const index = perVendor.get(vendor.code) ?? 0;
    perVendor.set(vendor.code, index + 1);
    const gameCode = extra.gameCode ?? `${vendor.code}-${String(index + 1).padStart(5, '0')}`;
    const daysAgo = Math.floor(random() * 900);
    games.push({
      gameId: games.length + 1,
      gameCode,
      code: extra.code ?? gameCode,
      gameName: name,
      vendor: vendor.code,
      gameType: vendor.gameType,
      isGame: 'GAME',
      defaultPlayType: null,
      // The provider draws the tile from the name and category (src/platform/games/tile-art.ts).
      imagePath: `demo-games/img/${encodeURIComponent(vendor.code)}/${encodeURIComponent(gameCode)}.svg?type=${extra.gameType ?? vendor.gameType}&name=${encodeURIComponent(name)}`,
      releasedAt: now - daysAgo * DAY_MS,
      isNew: daysAgo < NEW_GAME_DAYS,
      hotRank: null,
      popularity: Math.round(random() ** 3 * 100_000),
      demoKind: vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT' ? 'lottery' : 'slot',
      ...extra,
    });
  };

  const rng = vendors.filter((v) => v.gameType === 'RNG');
  const slotNames = slotNameSource(random, firstWordsFor(market));
  // Vendors get uneven shares, as in real lobbies (a few big studios, many small ones).
  const weights = rng.map((v) => 1 + (hashString(`${seed}:${v.code}`) % 5));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let remaining = slotCount;
  rng.forEach((vendor, i) => {
    const share = i === rng.length - 1 ? remaining : Math.round((slotCount * (weights[i] ?? 1)) / weightSum);
    const count = Math.min(share, remaining);
    remaining -= count;
    for (let n = 0; n < count; n++) add(vendor, slotNames());
  });

  for (const vendor of vendors) {
    const fixed = FIXED_CATEGORY_GAMES[vendor.gameType];
    if (fixed) for (const name of fixed) add(vendor, `${name}${vendor.gameType === 'LIVE' ? ` ${vendor.displayName}` : ''}`);
    const lottery = LOTTERY_GAMES[vendor.code] ?? (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT' ? LOTTERY_GAMES.LOTT : undefined);
    if (lottery) {
      for (const [code, name, playType] of lottery) add(vendor, name, { gameCode: `${vendor.code}-${code}`, code, defaultPlayType: playType });
    }
    // Sports-like vendors are one lobby entry each (spec: isGame can be VASSALAGE).
    if (vendor.gameType === 'SPORTS' || vendor.gameType === 'ESPORTS' || vendor.gameType === 'COCKFIGHT') {
      add(vendor, vendor.displayName, { gameCode: vendor.code, code: vendor.code, isGame: 'VASSALAGE' });
    }
  }

  // HOT: the most popular playable games of each category (at most HOT_GAME_COUNT, a fifth of small ones).
  for (const gameType of GAME_CATEGORIES) {
    const own = games.filter((g) => g.gameType === gameType && g.isGame === 'GAME')
      .sort((a, b) => b.popularity - a.popularity || a.gameId - b.gameId);
    own.slice(0, Math.min(HOT_GAME_COUNT, Math.ceil(own.length / 5))).forEach((g, i) => { g.hotRank = i + 1; });
  }

  return { seed, vendors: [...vendors], games, menus: buildMenus(vendors), lotteryGroups: buildLotteryGroups(games) };
}

/** Unique slot names: first + second word + suffix, numbered only when the pool runs out. */
function slotNameSource(random: Random, first: readonly string[]): () => string {
  const used = new Map<string, number>();
  return () => {
    const base = `${pick(random, first)} ${pick(random, SECOND)}${pick(random, SUFFIX)}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base} ${seen + 1}`;
  };
}

const TITLES: Record<GameCategory, string> = {
  RNG: 'Slots', LIVE: 'Live Casino', FISH: 'Fishing', PVP: 'Card Games', SPORTS: 'Sports', ESPORTS: 'E-Sports',
  COCKFIGHT: 'Cockfight', LOTT: 'Lottery', ELOTT: 'E-Lottery', BGS: 'Board Games', BINGO: 'Bingo', SEAMLESS: 'Seamless',
};

/** Game menus: one per category that has vendors, in the platform's category order. */
export function buildMenus(vendors: readonly GameVendor[]): GameMenu[] {
  return GAME_CATEGORIES.flatMap((gameType) => {
    const own = vendors.filter((v) => v.gameType === gameType).sort((a, b) => a.sort - b.sort);
    if (own.length === 0) return [];
    const mapped = gameType === 'ESPORTS' || gameType === 'COCKFIGHT' ? VENDOR_MAP[gameType] : null;
    return [{ gameType, title: TITLES[gameType], belongsTo: mapped?.belongsTo ?? null, sortTarget: mapped?.sortTarget ?? null, vendors: own }];
  });
}

function buildLotteryGroups(games: readonly Game[]): LotteryGroup[] {
  const groups = new Map<string, LotteryGroup>();
  for (const g of games) {
    // A lottery game always has a play type (the call schema's lottery menus require one).
    if (g.demoKind !== 'lottery' || g.defaultPlayType === null) continue;
    const [labelName, labelKey] = g.vendor === 'TCG_LOTTO_VN' ? ['Vietnam Lottery', 'nav.vnLottery'] : g.vendor === 'TCG_SEA' ? ['SEA Lottery', 'nav.seaLottery'] : g.gameType === 'ELOTT' ? ['E-Lottery', 'nav.elott'] : ['Lottery', 'nav.lottery'];
    const group = groups.get(g.vendor) ?? { gameGroupCode: g.vendor, labelName, labelKey, gameMenus: [] };
    group.gameMenus.push({ gameCode: g.code, gameName: g.gameName, vendor: g.vendor, defaultPlayType: g.defaultPlayType });
    groups.set(g.vendor, group);
  }
  return [...groups.values()];
}
