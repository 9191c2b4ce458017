// The games calls of spec section 7, sent with the PROTOCOL.md headers. The shared call table
// does not list them yet, so this is the games area's small adapter over fetch; the envelope and
// PlatformError are the shared ones.
import { PlatformError } from '../../shared/api/index.ts';
import { isEnvelope } from '../../shared/envelope.ts';
import type { GameCategory, GameFilter, GameItem, GameListPage, LotteryGameGroup } from '../../shared/games/index.ts';
import { apiCall, currentLanguage } from '../api/portal-api.ts';
import { getSession } from '../state/session.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

export const GAME_CALLS = {
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', modId: 'GAMELO3' },
  hotGames: { method: 'GET', path: '/wps/relay/hotGamesV2', modId: 'GAMELO3' },
  vendorGameTypes: { method: 'GET', path: '/wps/relay/getVassGameType', modId: 'GAMELO3' },
  newGameVendors: { method: 'GET', path: '/wps/relay/newGameVendor', modId: 'GAMELO3' },
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', modId: 'GAMELO3' },
  popular: { method: 'GET', path: '/lgw/games/popular', modId: 'GAMELO3' },
  favouriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modId: 'MEMBER3' },
  favouriteList: { method: 'GET', path: '/wps/relay/getFavoriteGamesList', modId: 'MEMBER3' },
  addFavourite: { method: 'POST', path: '/wps/relay/MCS2_addFavGame', modId: 'MEMBER3' },
  removeFavourite: { method: 'POST', path: '/wps/relay/MCS2_removeFavGame', modId: 'MEMBER3' },
  recent: { method: 'GET', path: '/wps/relay/GCS_recentGame', modId: 'GAMELO3' },
  rooms: { method: 'GET', path: '/wps/relay/GLS2_roomList', modId: 'GAMELO3' },
  winners: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', modId: 'GAMELO3' },
  lotteryLobby: { method: 'GET', path: '/lotto/lgw/games/lobby', modId: 'LOTTO3' },
  openedNumbers: { method: 'GET', path: '/lotto/lgw/games/opened/numero', modId: 'LOTTO3' },
  lotteryGroups: { method: 'GET', path: '/lgw/games/lottery_groups', modId: 'LOTTO3' },
  launchGame: { method: 'POST', path: '/wps/game/launchGame', modId: 'GAMELO3' },
} as const;
export type GameCallName = keyof typeof GAME_CALLS;

export async function gameCall<T>(name: GameCallName, params: Query = {}): Promise<T> {
  const spec = GAME_CALLS[name];
  const headers: Record<string, string> = {
    Merchant: getSession('merchantCode') ?? '', Device: 'web', Language: currentLanguage(), 'X-Gateway-Version': '3', ModuleId: spec.modId,
  };
  const token = getSession('token');
  if (token) headers.Authorization = token;
  let url: string = spec.path;
  let body: string | undefined;
  if (spec.method === 'GET') {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
    if (search.size) url += `?${search}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(params);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: spec.method, headers, body });
  } catch {
    throw new PlatformError('network', 'Network link is abnormal, please try again', 0);
  }
  const envelope: unknown = await response.json().catch(() => null);
  if (!isEnvelope(envelope)) throw new PlatformError('bad_response', `Unexpected response (HTTP ${response.status})`, response.status);
  if (!envelope.success) throw new PlatformError(envelope.errorCode ?? `http_${response.status}`, envelope.message ?? 'Unknown error', response.status, envelope.value);
  return envelope.value as T;
}

export function fetchGameList(gameType: GameCategory, filter: GameFilter, pageSize = 10_000): Promise<GameListPage> {
  return gameCall<GameListPage>('gameList', { gameType, gameClassify: filter, pageNo: 1, pageSize, platform: 'html5-desktop', clientType: 3, language: currentLanguage() });
}

export const fetchFavouriteIds = () => gameCall<number[]>('favouriteIds');
export const fetchRecent = () => gameCall<GameItem[]>('recent');
export const fetchPopular = (limit: number, gameType?: GameCategory) => gameCall<GameItem[]>('popular', { limit, gameType });
export const fetchLotteryGroups = (vassalage?: string) => gameCall<LotteryGameGroup[]>('lotteryGroups', { vassalage });

export function setFavourite(gameId: number, on: boolean): Promise<number[]> {
  return gameCall<number[]>(on ? 'addFavourite' : 'removeFavourite', { gameId });
}

export interface PermissionInfo {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

let permission: Promise<PermissionInfo> | null = null;
/** The permission response's image and launch hosts (fetched once per page load). */
export function loadPermission(): Promise<PermissionInfo> {
  if (!permission) {
    permission = apiCall<{ info?: Partial<PermissionInfo> }>('whitelabel', undefined, undefined, { quiet: true }).then((value) => ({
      imageCDNs: value.info?.imageCDNs ?? [],
      launchGameCDNs: value.info?.launchGameCDNs ?? [],
    }));
    permission.catch(() => { permission = null; });
  }
  return permission;
}

/** Spec section 9: image and launch hosts are chosen at random from the permission lists. */
export function pickHost(hosts: readonly string[]): string | null {
  if (hosts.length === 0) return null;
  return hosts[Math.floor(Math.random() * hosts.length)] ?? null;
}
