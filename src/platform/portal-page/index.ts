/**
 * The portal page per request: the build's index.html with the host merchant's boot data (config
 * and default-language texts) and head written in (page-html.ts), and for a guest's home the
 * server-rendered markup (ssr.ts) with the announcements it shows. The config carries the server's
 * registration settings, which change at run time, so it is read for every page like the call
 * does; the home's markup does not read them, so it is rendered once per merchant config,
 * language and announcements.
 */
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../context.ts';
import { portalConfigValue } from '../services/portal-config.ts';
import { announcementLists } from '../services/announcements.ts';
import { ANNOUNCEMENT_KINDS } from '../stores/announcements.ts';
import { RENDERED_GAME_LISTS, RENDERED_HOME } from '../../shared/portal-boot.ts';
import { firstGamePage } from './game-list.ts';
import { portalPageHtml } from './page-html.ts';
import { createHomeRenderer } from './ssr.ts';
import { createStylesheetInliner } from './inline-css.ts';
import { withFirstBannerInline } from './inline-banner.ts';

export function createPortalPage(deps: RouteDeps & { merchantsDir?: string }, distDir: string) {
  let renderer: ReturnType<typeof createHomeRenderer> | null = null;
  const withInlineCss = createStylesheetInliner(distDir);
  return async (request: FastifyRequest, built: string): Promise<string> => {
    const template = withInlineCss(built);
    renderer ??= createHomeRenderer(distDir, request.log);
    const merchant = request.merchant;
    const language = merchant.languages.default;
    const texts = merchant.texts[language] ?? {};
    const boot = { config: await portalConfigValue(deps, merchant), language, texts };
    const [path = '/', search] = request.url.split('?');
    // A merchant that sends guests to the login first (login to home page) shows them no list.
    const listType = search === undefined && !merchant.config.features.loginToHomePage ? RENDERED_GAME_LISTS[path] : undefined;
    if (path !== RENDERED_HOME && !listType) return portalPageHtml(template, { boot });
    // The home's banners and notices come with the page (all four lists, as the portal asks).
    const lists = await announcementLists(deps, merchant, language, ANNOUNCEMENT_KINDS);
    // On home, the first banner's picture inside the page: the largest paint needs no request.
    const announcements = path === RENDERED_HOME ? withFirstBannerInline(lists, deps.merchantsDir, merchant) : lists;
    const games = listType ? await firstGamePage(request, listType) : undefined;
    const rootHtml = listType && !games ? null : await renderer.render({ config: merchant.config, language, merchantTexts: texts, announcements, path, ...(games ? { games } : {}) });
    return portalPageHtml(template, {
      boot: { ...boot, announcements, ...(games ? { games } : {}), ...(rootHtml === null ? {} : { rendered: path }) },
      ...(rootHtml === null ? {} : { rootHtml }),
    });
  };
}
