// Game catalogue types shared by the platform (which generates and serves the catalogue) and the
// portal (which filters and renders it). Field names follow spec section 3 where it names them.

import type { GameItem as WireGameItem } from '../../generated/api/common/game-item.ts';
import type { GameListResponse } from '../../generated/api/gameList.ts';
import type { LotteryGroupsResponse } from '../../generated/api/lotteryGroups.ts';
import type { VendorInside } from './wire-names.ts';

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
  /** The vendor code, e.g. `PG`, `DS88`, `TCG_SEA` (the wire names it otherwise: wire-names.ts). */
  code: string;
  displayName: string;
  gameType: GameCategory;
  accountTypeId: number;
  /** Position in header dropdowns and footer icons. */
  sort: number;
}

/** A game of the catalogue as the wire carries it (schemas/api/common/game-item.json). */
export type { WireGameItem };

/** A game of the catalogue: the wire's game item with its vendor under the plain name (wire-names.ts). */
export type Game = VendorInside<WireGameItem>;

export interface GameMenu {
  gameType: GameCategory;
  /** Spec: Category entry title, cards, gameClassify with vendors. */
  title: string;
  belongsTo: GameCategory | null;
  sortTarget: GameCategory | null;
  vendors: GameVendor[];
}

/** Lottery game group (spec section 3), as the lotteryGroups call carries it. */
export type WireLotteryGroup = LotteryGroupsResponse[number];
type WireLotteryMenu = WireLotteryGroup['gameMenus'][number];
/** A lottery game of a group's menu, its vendor under the plain name. */
export type LotteryMenu = VendorInside<WireLotteryMenu>;
/** Lottery game group (spec section 3). */
export type LotteryGroup = Omit<WireLotteryGroup, 'gameMenus'> & { gameMenus: LotteryMenu[] };

export interface Catalogue {
  seed: number;
  vendors: GameVendor[];
  games: Game[];
  menus: GameMenu[];
  lotteryGroups: LotteryGroup[];
}

/** One page of a game list, as the gameList call carries it. */
export type WireGameListPage = GameListResponse;
/** One page of a game list. */
export type GameListPage = Omit<GameListResponse, 'list'> & { list: Game[] };
