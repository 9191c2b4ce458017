/**
 * The portal page per request: the build's index.html with the host merchant's boot data (config
 * and default-language texts) and head written in (page-html.ts). The config carries the server's
 * registration settings, which change at run time, so it is read for every page like the call does.
 */
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../context.ts';
import { portalConfigValue } from '../services/portal-config.ts';
import { portalPageHtml } from './page-html.ts';

export function createPortalPage(deps: RouteDeps) {
  return async (request: FastifyRequest, template: string): Promise<string> => {
    const merchant = request.merchant;
    const language = merchant.languages.default;
    const boot = { config: await portalConfigValue(deps, merchant), language, texts: merchant.texts[language] ?? {} };
    return portalPageHtml(template, { boot });
  };
}
