/**
 * The served index.html for one merchant: the build's page with what the first paint needs written
 * in, so it has the merchant's language, title, colours and config before any JavaScript runs.
 * Everything from the merchant config is escaped here: an operator's text is data, never markup.
 */
import { bcp47, textDirection } from '../../shared/i18n/languages.ts';
import { PORTAL_BOOT_ID, scriptJson, type PortalBoot } from '../../shared/portal-boot.ts';
import { brandingAssetUrl, ownScheme, themeInScheme, themeProperties } from '../../shared/theme-tokens.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A CSS value that cannot leave its declaration or the style element; others are left out. */
const SAFE_CSS_VALUE = /^[^<>{};\\\n\r]*$/;

function declarations(theme: unknown): string {
  return Object.entries(themeProperties(theme))
    .filter(([, value]) => SAFE_CSS_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The theme's custom properties for both schemes, as engine/theme.ts sets them at run time: the
 * merchant's own palette, and the derived other scheme when the device prefers it.
 */
export function themeCss(theme: { colors: Record<string, string> }): string {
  const own = ownScheme(theme);
  const other = own === 'light' ? 'dark' : 'light';
  return `:root{${declarations(themeInScheme(theme, own))};color-scheme:${own}}`
    + `@media (prefers-color-scheme:${other}){:root{${declarations(themeInScheme(theme, other))};color-scheme:${other}}}`;
}

export interface PageParts {
  boot: PortalBoot;
  /** Server-rendered markup for inside #root; without it the build's placeholder stays. */
  rootHtml?: string;
}

/** React puts resource hints (the logo's preload) first in its markup: they belong in the head. */
function splitHints(rootHtml: string | undefined): { hints: string; body: string | undefined } {
  const match = rootHtml === undefined ? null : /^(?:<link [^>]*\/>)+/.exec(rootHtml);
  return match ? { hints: match[0], body: rootHtml!.slice(match[0].length) } : { hints: '', body: rootHtml };
}

export function portalPageHtml(template: string, parts: PageParts): string {
  const { boot } = parts;
  const { config, language } = boot;
  const { hints, body: rootHtml } = splitHints(parts.rootHtml);
  const theme = config.branding.theme as unknown as { colors: Record<string, string> };
  const favicon = brandingAssetUrl(config.branding.favicon);
  const head = [
    theme.colors.header && SAFE_CSS_VALUE.test(theme.colors.header) ? `<meta name="theme-color" content="${escapeHtml(theme.colors.header)}">` : '',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<style id="portal-theme">${themeCss(theme)}</style>`,
    hints,
  ].join('');
  // The path whose markup #root holds: a tap on it before the app is ready is played only while
  // the address is still that page (inline-tap.ts).
  const page = boot.rendered === undefined ? '' : ` data-page="${escapeHtml(boot.rendered)}"`;
  // Replacements are functions: a `$&` or `$'` in an operator's text must stay literal.
  let html = template
    .replace(/<html[^>]*>/, () => `<html lang="${escapeHtml(bcp47(language))}" dir="${textDirection(language)}" data-language="${escapeHtml(language)}"${page}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(config.identity.displayName)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace('</body>', () => `<script id="${PORTAL_BOOT_ID}" type="application/json">${scriptJson(boot)}</script></body>`);
  if (favicon) html = html.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeHtml(favicon)}"${favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>`);
  if (rootHtml !== undefined) html = html.replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${rootHtml}</div>`);
  return html;
}
