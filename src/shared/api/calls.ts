/**
 * Every platform call the portal makes, keyed by name. Paths are relative to the merchant's
 * `api.baseUrl`. `modId` travels in the `ModuleId` header; `token` adds `Authorization`;
 * `encrypt` sends the body through the merchant's encryption scheme; `silent` calls never raise
 * an alert on failure (PROTOCOL.md); `form` sends the body as application/x-www-form-urlencoded.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  modId: string;
  token: boolean;
  encrypt: boolean;
  silent?: boolean;
  form?: boolean;
}

const call = (method: HttpMethod, path: string, modId: string, flags: Partial<Omit<CallSpec, 'method' | 'path' | 'modId'>> = {}): CallSpec => ({
  method,
  path,
  modId,
  token: flags.token ?? false,
  encrypt: flags.encrypt ?? false,
  ...(flags.silent ? { silent: true } : {}),
  ...(flags.form ? { form: true } : {}),
});

export const calls = {
  // Session
  login: call('POST', '/wps/session/login', 'LOGIN3', { encrypt: true }),
  loginSms: call('POST', '/wps/verification/sms/login', 'LOGIN3'),
  smsNoLogin: call('POST', '/wps/verification/sms/noLogin', 'LOGIN3'),
  quickLogin: call('POST', '/wps/session/login/quick', 'LOGIN3', { encrypt: true }),
  freePlay: call('POST', '/wps/session/login/freeplay', 'LOGIN3'),
  logout: call('POST', '/wps/session/logout', 'LOGIN3', { token: true, silent: true }),
  captcha: call('GET', '/wps/captcha', 'LOGIN3', { silent: true }),
  captchaRequired: call('GET', '/wps/captcha/required', 'LOGIN3', { silent: true }),
  rsaKey: call('GET', '/wps/session/key/rsa', 'LOGIN3'),
  touch: call('POST', '/wps/session/touch', 'COMM3', { token: true, silent: true }),
  firstLogin: call('POST', '/wps/member/firstLogin', 'MEMBER3', { token: true, silent: true }),
  // System
  whitelabel: call('GET', '/wps/system/whitelabel', 'COMM3'),
  registerSettings: call('GET', '/wps/system/setting/register', 'COMM3'),
  status: call('GET', '/wps/system/status', 'COMM3', { silent: true }),
  domainRoute: call('GET', '/wps/system/domainRoute', 'COMM3', { silent: true }),
  helpCenter: call('GET', '/wps/system/helpCenter', 'COMM3'),
  portalConfig: call('GET', '/wps/portal/config', 'COMM3'),
  portalTexts: call('GET', '/wps/portal/texts', 'COMM3'),
  customerService: call('GET', '/wps/system/customerService', 'COMM3'),
  announcements: call('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', { silent: true }),
  // Member
  memberInfo: call('GET', '/wps/member/info', 'MEMBER3', { token: true }),
  memberIcon: call('GET', '/wps/member/info/icon', 'MEMBER3', { token: true, silent: true }),
  register: call('PUT', '/wps/member/register', 'REGISTER3', { encrypt: true }),
  registerMobile: call('PUT', '/wps/member/register/mobile', 'REGISTER3', { encrypt: true }),
  smsRegister: call('GET', '/wps/verification/sms/register', 'REGISTER3'),
  changePassword: call('POST', '/wps/member/password', 'MEMBER3', { token: true, encrypt: true }),
  forgotPasswordEmail: call('POST', '/wps/member/password/email', 'MEMBER3', { form: true }),
  resetPassword: call('POST', '/wps/member/password/reset', 'MEMBER3', { encrypt: true }),
  forgotPasswordPhone: call('POST', '/wps/member/password/verification', 'MEMBER3', { encrypt: true }),
  updateLanguage: call('PUT', '/wps/member/language', 'MEMBER3', { token: true, silent: true }),
  twoFactorSetup: call('POST', '/wps/member/2fa/setup', 'MEMBER3', { token: true }),
  twoFactorEnable: call('POST', '/wps/member/2fa/enable', 'MEMBER3', { token: true }),
  unreadCount: call('GET', '/wps/relay/CSP_unreadCount', 'MEMBER3', { token: true, silent: true }),
  affiliate: call('GET', '/wps/agent/affiliate', 'AGENT3', { silent: true }),
  // Wallet
  balance: call('GET', '/wps/v2/wallets/balance', 'WALLET3', { token: true, silent: true }),
  walletTransfer: call('POST', '/wps/relay/GCS_walletTransfer', 'WALLET3', { token: true }),
  // Games (served by src/platform/games); `token` calls send the token when there is one.
  gameList: call('GET', '/wps/relay/GCSGAME_gameList', 'GAMELO3', { token: true }),
  hotGames: call('GET', '/wps/relay/hotGamesV2', 'GAMELO3'),
  vendorGameTypes: call('GET', '/wps/relay/getVassGameType', 'GAMELO3'),
  newGameVendors: call('GET', '/wps/relay/newGameVendor', 'GAMELO3'),
  gameMenus: call('GET', '/lgw/games/game_menus', 'GAMELO3'),
  popular: call('GET', '/lgw/games/popular', 'GAMELO3'),
  favouriteIds: call('GET', '/wps/relay/MCSFE_getFavoriteGames', 'MEMBER3', { token: true }),
  favouriteList: call('GET', '/wps/relay/getFavoriteGamesList', 'MEMBER3', { token: true }),
  addFavourite: call('POST', '/wps/relay/MCS2_addFavGame', 'MEMBER3', { token: true }),
  removeFavourite: call('POST', '/wps/relay/MCS2_removeFavGame', 'MEMBER3', { token: true }),
  recent: call('GET', '/wps/relay/GCS_recentGame', 'GAMELO3', { token: true }),
  rooms: call('GET', '/wps/relay/GLS2_roomList', 'GAMELO3'),
  winners: call('GET', '/wps/relay/GCSGAME_getRankList', 'GAMELO3'),
  lotteryLobby: call('GET', '/lotto/lgw/games/lobby', 'LOTTO3'),
  openedNumbers: call('GET', '/lotto/lgw/games/opened/numero', 'LOTTO3'),
  lotteryGroups: call('GET', '/lgw/games/lottery_groups', 'LOTTO3'),
  launchGame: call('POST', '/wps/game/launchGame', 'GAMELO3', { token: true }),
} as const satisfies Record<string, CallSpec>;

/** The calls the games area serves (the rest are the session/member/wallet platform's). */
export const GAME_CALL_NAMES = [
  'gameList', 'hotGames', 'vendorGameTypes', 'newGameVendors', 'gameMenus', 'popular', 'favouriteIds', 'favouriteList',
  'addFavourite', 'removeFavourite', 'recent', 'rooms', 'winners', 'lotteryLobby', 'openedNumbers', 'lotteryGroups', 'launchGame',
] as const satisfies readonly (keyof typeof calls)[];

export type CallName = keyof typeof calls;

/** Calls that must never raise an alert on failure, by path (PROTOCOL.md), plus relay names. */
export const SILENT_RELAY_CALLS = ['CSP_unreadCount', 'CBS_unreadCount', 'MCS2_getPromotionClaimList'] as const;
