// The wire calls a game's vendor `vassalage` (the peers' protocol: PROTOCOL.md and the call schemas
// keep it); code inside says `vendor`. The platform's game routes map it here when they read a
// request and build an answer, so the catalogue, filters, store and pages never see the wire's name.
// (The portal maps answers where they arrive: features/games/game.ts and lottery-groups.ts.)
import type { Game, GameListPage, LotteryGroup, WireGameItem, WireGameListPage, WireLotteryGroup } from './types.ts';

/** Anything with a vendor, as the wire writes it. */
export type VendorOnWire<T extends { vendor: string }> = Omit<T, 'vendor'> & { vassalage: string };

/** The same object with `vendor` under the wire's name. */
export function vendorToWire<T extends { vendor: string }>({ vendor, ...rest }: T): VendorOnWire<T> {
  return { ...rest, vassalage: vendor };
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
