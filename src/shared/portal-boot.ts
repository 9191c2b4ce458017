// What the platform writes into the served index.html so the portal starts without a round trip:
// the merchant config (the very value GET /wps/portal/config answers for that host), the
// merchant's own texts for its default language (GET /wps/portal/texts) and its announcements. The portal reads it from
// a JSON data block, which the CSP allows (it is never run), and falls back to the calls without it.
import type { MerchantConfig } from '../generated/merchant.ts';
import type { AnnouncementsResponse } from '../generated/api/announcements.ts';
import type { GameListResponse } from '../generated/api/gameList.ts';
import type { LotteryGroupsResponse } from '../generated/api/lotteryGroups.ts';
import type { NumberFacts } from './money.ts';

/** The id of the `<script type="application/json">` element that carries the boot data. */
export const PORTAL_BOOT_ID = 'portal-boot';

export interface PortalBoot {
  config: MerchantConfig;
  /** The language `texts` are for: the merchant's default. */
  language: string;
  /** merchants/<code>/texts/<language>.json (may be empty). */
  texts: Record<string, string>;
  /**
   * The path whose server-rendered markup (a guest's, in `language`) is in #root, when there is
   * some: the portal hydrates it instead of rendering afresh (src/portal/main.tsx).
   */
  rendered?: string;
  /**
   * The announcements call's answer in `language` (all four lists), as the portal's query layer
   * would fetch it first: the home's banners and notices are in the first paint, and hydrate.
   */
  announcements?: AnnouncementsResponse;
  /**
   * On a server-rendered game list (RENDERED_GAME_LISTS): the gameList call's first page for a
   * guest, every game of `gameType` (the platform's category, `RNG`) in the platform's order.
   */
  games?: { gameType: string; page: GameListResponse };
  /**
   * On a home with a lottery groups block: the lotteryGroups call's answer for a guest in
   * `language`, with the block's request as the portal sends it (without the language).
   */
  lotteryGroups?: { request: Record<string, string>; value: LotteryGroupsResponse };
  /**
   * How the merchant's currency locale writes numbers in its digits (shared/number-facts.ts): the
   * portal writes amounts from these instead of constructing an Intl.NumberFormat on its first render.
   */
  numbers?: NumberFacts;
}

/** Server rendering covers a guest's home: the first page of nearly every visit. */
export const RENDERED_HOME = '/';

/**
 * And /login: home with the login dialog, a guest's first screen where the merchant sends guests
 * to the login first (loginToHomePage: every path the guard moves to /login is served as it).
 */
export const RENDERED_LOGIN = '/login';

/**
 * And the game lists' first screen of tiles (path → the platform's game type), when the address
 * has no query (a vendor or `?page=` in it opens another list than the one rendered).
 */
export const RENDERED_GAME_LISTS: Readonly<Record<string, string>> = {
  '/rng': 'RNG', '/live': 'LIVE', '/fish': 'FISH', '/pvp': 'PVP', '/bgs': 'BGS', '/bingo': 'BINGO',
};

/**
 * JSON safe inside a `<script>` element: `<` is written \u003c, so no `</script>` or `<!--` in an
 * operator's text can end the element; `>` and `&` likewise, and the two JavaScript line breaks
 * that JSON allows raw.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
