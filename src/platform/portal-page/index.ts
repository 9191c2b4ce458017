/**
 * The portal page per request: the build's index.html with the host merchant's boot data (config
 * and default-language texts) and head written in (page-html.ts), and for a guest's home (or
 * /login, home with the login dialog; or a game list) the server-rendered markup (ssr.ts) with the announcements it shows. The config carries the server's
 * registration settings, which change at run time, so it is read for every page like the call
 * does; the home's markup does not read them, so it is rendered once per merchant config,
 * language and announcements.
 */
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../context.ts';
import { portalConfigValue } from '../features/system/index.ts';
import { announcementLists } from '../features/notices/index.ts';
import { ANNOUNCEMENT_KINDS } from '../features/notices/index.ts';
import { RENDERED_GAME_LISTS, RENDERED_HOME, RENDERED_LOGIN } from '../../shared/portal-boot.ts';
import { firstGamePage, withFirstArtInline } from './game-list.ts';
import { homeLotteryGroups } from './lottery-groups.ts';
import { portalPageHtml } from './page-html.ts';
import { createHomeRenderer } from './ssr.ts';
import { createStylesheetInliner } from './inline-css.ts';
import { deferScripts } from './inline-loader.ts';
import { withFirstBannerInline } from './inline-banner.ts';
import { merchantTextsFor } from '../merchant-texts.ts';
import { numberFacts } from '../../shared/number-facts.ts';

export function createPortalPage(deps: RouteDeps & { merchantsDir?: string }, distDir: string) {
  let renderer: ReturnType<typeof createHomeRenderer> | null = null;
  const withInlineCss = createStylesheetInliner(distDir);
  // The build's page as served: its CSS inline, its scripts started after the first paint.
  let served: { built: string; template: string } | null = null;
  return async (request: FastifyRequest, built: string): Promise<string> => {
    if (served?.built !== built) served = { built, template: deferScripts(withInlineCss(built)) };
    const { template } = served;
    renderer ??= createHomeRenderer(distDir, request.log);
    const merchant = request.merchant;
    const language = merchant.languages.default;
    const texts = merchantTextsFor(deps, request, language);
    const { locale, digits } = merchant.config.identity.currency;
    const boot = { config: await portalConfigValue(deps, merchant), language, texts, numbers: numberFacts(locale, digits) };
    const [requested = '/', search] = request.url.split('?');
    const loginFirst = merchant.config.features.loginToHomePage;
    // A merchant that sends guests to the login first (login to home page) shows them home with
    // the login dialog instead of home or a list: its guard moves a guest there before anything
    // else shows, so that is the first screen the browser hydrates (main.tsx).
    const path = requested === RENDERED_LOGIN || (loginFirst && (requested === RENDERED_HOME || Object.hasOwn(RENDERED_GAME_LISTS, requested))) ? RENDERED_LOGIN : requested;
    const listType = search === undefined && !loginFirst ? RENDERED_GAME_LISTS[path] : undefined;
    const home = path === RENDERED_HOME || path === RENDERED_LOGIN;
    if (!home && !listType) return portalPageHtml(template, { boot });
    // The home's banners and notices come with the page (all four lists, as the portal asks).
    const lists = await announcementLists(deps, merchant, language, ANNOUNCEMENT_KINDS);
    // On home, the first banner's picture inside the page: the largest paint needs no request.
    const announcements = home ? withFirstBannerInline(lists, deps.merchantsDir, merchant) : lists;
    const games = listType ? await firstGamePage(request, listType) : undefined;
    // The markup's tiles draw their art from the page; the boot data keeps the call's answer (the
    // browser takes the art from the markup before hydrating: features/games/server-art.ts).
    const rendered = games ? { games: { ...games, page: withFirstArtInline(games.page) } } : {};
    const lotteryGroups = home ? await homeLotteryGroups(request, merchant.config, language) : undefined;
    const shown = { ...rendered, ...(lotteryGroups ? { lotteryGroups } : {}) };
    const rootHtml = listType && !games ? null : await renderer.render({ config: merchant.config, language, merchantTexts: texts, announcements, path, ...shown });
    return portalPageHtml(template, {
      boot: { ...boot, announcements, ...(games ? { games } : {}), ...(lotteryGroups ? { lotteryGroups } : {}), ...(rootHtml === null ? {} : { rendered: path }) },
      ...(rootHtml === null ? {} : { rootHtml }),
    });
  };
}
