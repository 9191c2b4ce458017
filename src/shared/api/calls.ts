/**
 * Every platform call, keyed by name: the flags of its call schema (schemas/api/<name>.json, turned
 * into src/generated/api/calls.ts by npm run gen:types). Paths are relative to the merchant's
 * `api.baseUrl`. `modId` travels in the `ModuleId` header; `token` adds `Authorization` when the
 * client has one; `encrypt` sends the body through the merchant's encryption scheme; `silent`
 * calls never raise an alert on failure (PROTOCOL.md); `form` sends the body as
 * application/x-www-form-urlencoded. Request and response types come from the same call schema.
 */
import { calls, type ApiCalls } from '../../generated/api/calls.ts';

// The whole table, for the platform and the tests. The portal reads a call's flags through
// callSpec() (call-spec.ts), which keeps only the guests' part in a first page.
export { calls };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallName = keyof typeof calls;
export type CallSpec = (typeof calls)[CallName];
export type CallMethod<N extends CallName> = (typeof calls)[N]['method'];
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

// The payments desk's calls (src/desk; call schemas named desk*): their own table, so the portal's
// bundle does not carry them (types only here; the desk and the platform import the table from
// src/generated/api/desk-calls.ts). The platform registers both kinds with one defineCall.
import type { deskCalls, DeskApiCalls } from '../../generated/api/desk-calls.ts';
export type DeskCallName = keyof typeof deskCalls;
export type DeskCallRequest<N extends DeskCallName> = DeskApiCalls[N]['request'];
export type DeskCallResponse<N extends DeskCallName> = DeskApiCalls[N]['response'];
/** Every call the platform serves: the portal's and the desk's. */
export type AnyCallName = CallName | DeskCallName;
type AllCalls = ApiCalls & DeskApiCalls;
export type AnyCallRequest<N extends AnyCallName> = AllCalls[N]['request'];
export type AnyCallResponse<N extends AnyCallName> = AllCalls[N]['response'];
/** The operator roles of the payments desk (a desk call schema lists those allowed). */
export const OPERATOR_ROLES = ['finance', 'support', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
