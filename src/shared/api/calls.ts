/**
 * Every platform call, keyed by name: the flags of its contract (schemas/api/<name>.json, turned
 * into src/generated/api/calls.ts by npm run gen:types). Paths are relative to the merchant's
 * `api.baseUrl`. `modId` travels in the `ModuleId` header; `token` adds `Authorization` when the
 * client has one; `encrypt` sends the body through the merchant's encryption scheme; `silent`
 * calls never raise an alert on failure (PROTOCOL.md); `form` sends the body as
 * application/x-www-form-urlencoded. Request and response types come from the same contract.
 */
import { calls, type ApiCalls } from '../../generated/api/calls.ts';

export { calls };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallName = keyof typeof calls;
export type CallSpec = (typeof calls)[CallName];
/** What the call sends: the query for GET, the body otherwise. */
export type CallRequest<N extends CallName> = ApiCalls[N]['request'];
/** The envelope's value when the call succeeds. */
export type CallResponse<N extends CallName> = ApiCalls[N]['response'];

/** The calls the games area serves (the rest are the session/member/wallet platform's). */
export const GAME_CALL_NAMES = [
  'gameList', 'hotGames', 'vendorGameTypes', 'newGameVendors', 'gameMenus', 'popular', 'favouriteIds', 'favouriteList',
  'addFavourite', 'removeFavourite', 'recent', 'rooms', 'winners', 'lotteryLobby', 'openedNumbers', 'lotteryGroups', 'launchGame',
] as const satisfies readonly CallName[];

/** Calls that must never raise an alert on failure, by path (PROTOCOL.md), plus relay names. */
export const SILENT_RELAY_CALLS = ['CSP_unreadCount', 'CBS_unreadCount', 'MCS2_getPromotionClaimList'] as const;
