// The games calls of spec section 7, through the portal's one way to the platform (apiCall: the
// shared client and call table, src/shared/api/calls.ts), so the PROTOCOL.md reactions apply to
// them as to every other call: 401 / session codes force the logout, too-many-requests shows its
// single notice. Game calls are quiet otherwise: the screens and the launch machine show their own
// errors (maintenance dialog, deposit prompt, "not available").
import type { CallInput, CallResponse, GAME_CALL_NAMES } from '../../../shared/api/index.ts';
import { unstable_serialize } from 'swr';
// From the files themselves, not the shared/games barrel: through it, a guest's first page kept
// every games module it names (the lottery draw formats, the vendor table) for their top-level calls.
import { GAME_PAGE_SIZE } from '../../../shared/games/filter.ts';
import { isGameCategory, type GameCategory, type GameFilter, type WireGameListPage } from '../../../shared/games/types.ts';
import { vendorParams } from '../../../shared/games/wire-names.ts';
import { apiCall, currentLanguage } from '../../api/portal-api.ts';
import { callKey, fetchCall, runCall, useCall } from '../../api/query.ts';

export type GameCallName = (typeof GAME_CALL_NAMES)[number];

/** GET calls send `params` as the query, the others as the JSON body. */
export function gameCall<N extends GameCallName>(name: N, params?: CallInput<N>): Promise<CallResponse<N>> {
  return apiCall(name, params, { quiet: true });
}

/** The game-list call's parameters for a whole category. */
export function gameListParams(gameType: GameCategory, filter: GameFilter, pageSize = 10_000): CallInput<'gameList'> {
  return { gameType, gameClassify: filter, pageNo: 1, pageSize, platform: 'html5-desktop', clientType: 3, language: currentLanguage() };
}

/** What the slots list asks for: the filter, vendor and name it shows (empty ones left out). */
export interface ListQuery {
  filter: GameFilter;
  /** A vendor code. */
  vendor: string | null;
  gameName: string;
}

/**
 * One page of the list the screen shows, searched, filtered and sorted by the platform over the
 * whole category. Page 1 of a guest's slots list in the default language is also in the
 * server-rendered page (its boot data), under this very key: the shape must not drift.
 */
export function listPageParams(gameType: GameCategory, query: ListQuery, pageNo: number, language: string): CallInput<'gameList'> {
  return {
    ...gameListParams(gameType, query.filter, GAME_PAGE_SIZE),
    pageNo,
    // The store's language, passed in: on the server there is no API client to ask.
    language,
    ...vendorParams(query.vendor),
    ...(query.gameName ? { gameName: query.gameName } : {}),
  };
}

export function fetchGameList(gameType: GameCategory, filter: GameFilter, pageSize = 10_000): Promise<WireGameListPage> {
  return gameCall('gameList', gameListParams(gameType, filter, pageSize));
}

export const fetchFavouriteIds = () => gameCall('favouriteIds');
export const fetchRecent = () => gameCall('recent');
export const fetchPopular = (limit: number, gameType?: GameCategory) => gameCall('popular', { limit, gameType });
export const fetchLotteryGroups = (vendor?: string) => gameCall('lotteryGroups', vendorParams(vendor));

/** Adds or removes a favourite; the answer is the member's new list. */
export function setFavourite(gameId: number, on: boolean): Promise<number[]> {
  return on ? runCall('addFavourite', { gameId }) : runCall('removeFavourite', { gameId });
}

export interface PermissionInfo {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

export function selectPermission(value: CallResponse<'whitelabel'>): PermissionInfo {
  return { imageCDNs: value.info.imageCDNs, launchGameCDNs: value.info.launchGameCDNs };
}

/** The permission response's image and launch hosts (fetched once through the query layer). */
export function loadPermission(): Promise<PermissionInfo> {
  return fetchCall('whitelabel').then(selectPermission);
}

export function usePermission(): PermissionInfo | undefined {
  return useCall('whitelabel', { select: selectPermission }).data;
}

/** Spec section 9: image and launch hosts are chosen at random from the permission lists. */
export function pickHost(hosts: readonly string[]): string | null {
  if (hosts.length === 0) return null;
  return hosts[Math.floor(Math.random() * hosts.length)] ?? null;
}

/** Every game of the category in the platform's order: what a list opens with. */
export const WHOLE_LIST: ListQuery = { filter: 'ALL', vendor: null, gameName: '' };

/**
 * A server-rendered game list's first page (boot data) as the query layer's first answer for
 * it, under the key the screen asks with (a guest's, in `language`).
 */
export function gameListFallback(language: string, games: { gameType: string; page: WireGameListPage } | undefined): Record<string, unknown> {
  if (!games || !isGameCategory(games.gameType)) return {};
  return { [unstable_serialize(callKey('gameList', listPageParams(games.gameType, WHOLE_LIST, 1, language), language, null))]: games.page };
}
