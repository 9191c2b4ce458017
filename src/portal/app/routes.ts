// The route table of spec section 2: each route's page (app/sections.ts), frame, access rule
// (app/access.ts) and the merchant screen whose blocks it shows. App.tsx renders it; the header,
// menus and guard read access from it; tests/portal/renderers.test.ts checks that every screen of
// the merchant config has a route here.
import type { Screens } from '../../generated/merchant.ts';
import type { Access } from './access.ts';
import type { FrameKind } from '../shell/Frame.tsx';
import type { SectionName } from './sections.ts';

export type ScreenName = keyof Screens;

export interface RouteEntry {
  path: string;
  /** The page rendered here; 'home' is home itself (no chunk). */
  page: SectionName | 'home';
  frame: FrameKind;
  access: Access;
  /** A guest is sent to /login rather than asked to log in on the page (spec: lottery routes). */
  guestRedirect?: boolean;
  /** The merchant screen (`screens.<name>`) whose blocks show above the page. */
  screen?: ScreenName;
  /** With `screen`: the page is only the fallback shown while the screen has no blocks. */
  fallback?: boolean;
  props?: Record<string, unknown>;
}

export const GAME_LIST_TYPES = ['rng', 'bgs', 'bingo', 'live', 'fish', 'pvp'] as const;
/** Categories whose vendors are lobbies, not game lists (spec section 3's vendor map). */
export const LOBBY_CATEGORIES = ['sports', 'esports', 'cockfight'] as const;

const lottery = (path: string, variant: string, frame: FrameKind, access: Access, screen?: ScreenName): RouteEntry => ({
  path, page: 'lottery', frame, access, ...(access === 'guest' ? {} : { guestRedirect: true }), ...(screen ? { screen } : {}), props: { variant },
});

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'home', frame: 'full', access: 'guest', screen: 'home', fallback: true },
  { path: '/member', page: 'member', frame: 'noSide', access: 'realAccount' },
  { path: '/agentHome', page: 'agent', frame: 'full', access: 'agent' },
  { path: '/pointMall', page: 'page', frame: 'full', access: 'realAccount', props: { pageId: 'pointMall' } },
  // A page the merchant adds (`pages.<id>` without a centre); its own access rule applies inside.
  { path: '/p/:id', page: 'page', frame: 'full', access: 'guest' },
  { path: '/winners', page: 'winners', frame: 'full', access: 'guest' },
  lottery('/elott', 'elott', 'full', 'guest', 'elott'),
  lottery('/lottery', 'lottery', 'headerOnly', 'login', 'lottery'),
  lottery('/seaLottery', 'seaLottery', 'headerOnly', 'login'),
  lottery('/vnLottery', 'vnLottery', 'headerOnly', 'login'),
  { path: '/seamless', page: 'seamless', frame: 'headerOnly', access: 'guest', screen: 'seamless' },
  ...GAME_LIST_TYPES.map((type): RouteEntry => ({ path: `/${type}`, page: 'gameList', frame: 'full', access: 'guest', screen: type, props: { pageType: type } })),
  ...LOBBY_CATEGORIES.map((category): RouteEntry => ({ path: `/${category}`, page: 'gameCategory', frame: 'full', access: 'guest', screen: category, props: { category } })),
  { path: '/promotions', page: 'screen', frame: 'full', access: 'guest', screen: 'promotions', fallback: true },
  { path: '/join', page: 'screen', frame: 'full', access: 'guest', screen: 'join', fallback: true },
  { path: '/down', page: 'download', frame: 'full', access: 'guest', screen: 'download', fallback: true },
  { path: '/download', page: 'download', frame: 'full', access: 'guest', screen: 'download', fallback: true },
  { path: '/help', page: 'help', frame: 'full', access: 'guest' },
  { path: '/helpmc', page: 'helpCentre', frame: 'bare', access: 'guest' },
  { path: '/game', page: 'game', frame: 'headerOnly', access: 'guest' },
  { path: '/maintain', page: 'maintain', frame: 'bare', access: 'guest' },
  // The link of a password-reset mail (platform: POST /wps/member/password/email).
  // The development style page: its data call (/dev/themes) exists only with DEV_TOOLS=1.
  { path: '/styleguide', page: 'styleguide', frame: 'bare', access: 'guest' },
  { path: '/resetPassword', page: 'resetPassword', frame: 'full', access: 'guest' },
];

export function routeFor(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.path === path);
}

/** A path's access rule; unknown paths are open (they show "page not found"). */
export function accessOf(path: string): Access {
  return routeFor(path)?.access ?? 'guest';
}
