/**
 * What makes the portal installable: per host merchant, the web app manifest (its name,
 * its logo and favicon as icons, its header colour), the service worker (service-worker.js) and the
 * offline page the worker shows when a page cannot load, in the merchant's default language.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../merchants.ts';
import { merchantText } from '../notifications/texts.ts';
import { ASSET_TYPES, SAFE_NAME } from '../features/merchant-assets/index.ts';

const SERVICE_WORKER = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

interface Branding {
  logo?: string;
  favicon?: string;
  theme: { colors: Record<string, string> };
}

const branding = (merchant: Merchant) => merchant.config.branding as unknown as Branding;

function icon(file: string | undefined): { src: string; sizes: string; type: string; purpose: string } | null {
  if (!file || !SAFE_NAME.test(file)) return null;
  const extension = file.slice(file.lastIndexOf('.') + 1);
  // An SVG draws at any size; a bitmap's size is not known here, so it is offered for any as well.
  return { src: `/merchant-assets/${file}`, sizes: 'any', type: ASSET_TYPES[extension] ?? 'image/png', purpose: 'any' };
}

export function webManifest(merchant: Merchant): Record<string, unknown> {
  const { favicon, logo, theme } = branding(merchant);
  return {
    name: merchant.displayName,
    short_name: merchant.displayName,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: merchant.currency.locale,
    background_color: theme.colors.background,
    theme_color: theme.colors.header,
    icons: [icon(favicon), icon(logo)].filter((entry) => entry !== null),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page that needs nothing but itself: no script (the CSP allows none inline), styles inline. */
export function offlinePage(merchant: Merchant): string {
  const language = merchant.languages.default;
  const say = (key: string) => escapeHtml(merchantText(merchant, [language, 'EN'], key));
  const colors = branding(merchant).theme.colors;
  const color = (name: string, fallback: string) => (/^#[0-9a-fA-F]{3,8}$/.test(colors[name] ?? '') ? colors[name]! : fallback);
  const dir = language === 'AR' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(language.toLowerCase())}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(merchant.displayName)}</title>
<style>
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font: 16px/1.5 system-ui, sans-serif; background: ${color('background', '#f5f5f5')}; color: ${color('text', '#111111')}; }
header { background: ${color('header', '#222222')}; color: ${color('headerText', '#ffffff')}; padding: 14px 16px; font-weight: 700; }
main { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; padding: 24px; text-align: center; }
h1 { margin: 0; font-size: 1.4rem; }
p { margin: 0; max-width: 28rem; }
a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 24px; border-radius: 8px; background: ${color('primary', '#222222')}; color: ${color('primaryText', '#ffffff')}; text-decoration: none; font-weight: 600; }
</style></head>
<body><header>${escapeHtml(merchant.displayName)}</header>
<main><h1>${say('offline.title')}</h1><p>${say('offline.body')}</p><a href="/">${say('offline.retry')}</a></main>
</body></html>
`;
}

export function createInstallableRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/manifest.webmanifest', async (request, reply) =>
      reply.type('application/manifest+json').header('Cache-Control', 'no-cache').header('Vary', 'Host, Merchant').send(JSON.stringify(webManifest(request.merchant))));
    // no-cache: a new worker reaches members on their next visit, as browsers re-check it anyway.
    app.get('/sw.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SERVICE_WORKER));
    app.get('/offline.html', async (request, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Host, Merchant').send(offlinePage(request.merchant)));
  };
}
