// Game catalogue types shared by the platform (which generates and serves the catalogue) and the
// portal (which filters and renders it). Field names follow spec section 3 where it names them.

/** Game categories of spec section 1/3 (the platform's upper-case game types). */
export const GAME_CATEGORIES = [
  'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'BGS', 'BINGO', 'SEAMLESS',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function isGameCategory(value: unknown): value is GameCategory {
  return typeof value === 'string' && (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** Spec section 3 "Vendor map": categories that live under another one with a fixed vendor. */
export const VENDOR_MAP: Readonly<Record<'COCKFIGHT' | 'ESPORTS', { belongsTo: GameCategory; vendor: string; sortTarget: GameCategory }>> = {
  COCKFIGHT: { belongsTo: 'SPORTS', vendor: 'DS88', sortTarget: 'RNG' },
  ESPORTS: { belongsTo: 'SPORTS', vendor: 'TF', sortTarget: 'SPORTS' },
};

/** Game list filter types (spec section 3). */
export const GAME_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameFilter = (typeof GAME_FILTERS)[number];

/** A vendor as the catalogue knows it; the "game vendor card" of spec section 3. */
export interface GameVendor {
  id: number;
  /** The vendor code (spec: vassalage), e.g. `PG`, `DS88`, `TCG_SEA`. */
  vassalage: string;
  displayName: string;
  gameType: GameCategory;
  accountTypeId: number;
  /** Position in header dropdowns and footer icons. */
  sort: number;
}

export interface GameItem {
  gameId: number;
  /** Vendor-side game code, unique within the vendor. */
  gameCode: string;
  /** Short code used by lottery screens (spec: code). */
  code: string;
  gameName: string;
  vassalage: string;
  gameType: GameCategory;
  /** `GAME` for a playable game, `VASSALAGE` for a vendor lobby entry (sports, cockfight). */
  isGame: 'GAME' | 'VASSALAGE';
  /** Lottery games only: the game's default play type (spec section 2, /lottery?playType). */
  defaultPlayType: string | null;
  /** Image path, relative to one of the permission response's image CDNs. */
  imagePath: string;
  /** Release time (ms since epoch); recent ones carry the NEW filter. */
  releasedAt: number;
  isNew: boolean;
  /** Rank among HOT games (1 = hottest), or null when not hot. */
  hotRank: number | null;
  /** Overall popularity score (higher first); orders ALL and the popular list. */
  popularity: number;
  /** Which demo provider game this launches into. */
  demoKind: 'slot' | 'lottery';
}

export interface GameMenu {
  gameType: GameCategory;
  /** Spec: Category entry title, cards, gameClassify with vendors. */
  title: string;
  belongsTo: GameCategory | null;
  sortTarget: GameCategory | null;
  vendors: GameVendor[];
}

/** Lottery game group (spec section 3): gameGroupCode, labelName, gameMenus. */
export interface LotteryGameGroup {
  gameGroupCode: string;
  labelName: string;
  /** The portal's translation key for the group's name (labelName is the platform's English). */
  labelKey: string;
  gameMenus: Array<{ gameCode: string; gameName: string; vassalage: string; defaultPlayType: string }>;
}

export interface Catalogue {
  seed: number;
  vendors: GameVendor[];
  games: GameItem[];
  menus: GameMenu[];
  lotteryGroups: LotteryGameGroup[];
}

export interface GameListPage {
  list: GameItem[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
  totalPages: number;
}
