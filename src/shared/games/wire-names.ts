// The wire calls a game's vendor `vassalage` (the peers' protocol: PROTOCOL.md and the call schemas
// keep it); code inside says `vendor`. This file is the one place that spells the wire's name: the
// platform's game routes map through it when they read a request and build an answer, the portal
// when a game answer arrives (features/games/game.ts, lottery-groups.ts, launch.ts) and when it
// asks, so the catalogue, filters, store, state and screens never see the wire's name
// (tests/unit/wire-names-at-boundary.test.ts: nowhere else in src or flows but the generated
// wire types and the migrations).
import type { Game, GameListPage, LotteryGroup, WireGameItem, WireGameListPage, WireLotteryGroup } from './types.ts';

/** The wire's name for a vendor code: call parameters, answers, and the game lists' address. */
export const VENDOR_ON_WIRE = 'vassalage';

/** Anything with a vendor, as the wire writes it. */
export type VendorOnWire<T extends { vendor: string }> = Omit<T, 'vendor'> & { vassalage: string };

/** Anything the wire writes with a vendor, as it is kept inside. */
export type VendorInside<T extends { vassalage?: unknown }> = Omit<T, 'vassalage'> & { vendor: T['vassalage'] };

/** The same object with `vendor` under the wire's name. */
export function vendorToWire<T extends { vendor: string }>({ vendor, ...rest }: T): VendorOnWire<T> {
  return { ...rest, vassalage: vendor };
}

/**
 * The same object with the wire's vendor under the plain name: an answer, a notice, or an
 * address's query read as a record (`?vassalage=` is how the peers' portals link a vendor's list).
 */
export function vendorFromWire<T extends { vassalage?: unknown }>({ vassalage, ...rest }: T): VendorInside<T> {
  return { ...rest, vendor: vassalage };
}

/** The vendor a request names (its query or body), or null when it names none. */
export function requestedVendor(params: Readonly<Record<string, unknown>>): string | null {
  const vendor = params.vassalage;
  return typeof vendor === 'string' && vendor !== '' ? vendor : null;
}

/** The request parameters that name `vendor` (none without one): a call's query or body. */
export function vendorParams(vendor: string | null | undefined): { vassalage?: string } {
  return vendor ? { vassalage: vendor } : {};
}

export const gameToWire = (game: Game): WireGameItem => vendorToWire(game);

export const gamesToWire = (games: readonly Game[]): WireGameItem[] => games.map(gameToWire);

export const gamePageToWire = ({ list, ...page }: GameListPage): WireGameListPage => ({ ...page, list: gamesToWire(list) });

export const lotteryGroupsToWire = (groups: readonly LotteryGroup[]): WireLotteryGroup[] =>
  groups.map(({ gameMenus, ...group }) => ({ ...group, gameMenus: gameMenus.map(vendorToWire) }));
