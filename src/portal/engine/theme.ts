// Theme from the merchant config's tokens (branding.theme): each token becomes a CSS custom
// property on <html> (shared/theme-tokens.ts names them), set through CSSOM. The platform writes
// the same values (both schemes), the favicon and the title into the page it serves, so main.tsx
// loads this only for a page without them (Vite's dev server), and a guest's first page does not
// carry the scheme code (shared/contrast.ts).
import { brandingAssetUrl } from '../../shared/branding-asset.ts';
import { ownScheme, themeInScheme, themeProperties } from '../../shared/theme-tokens.ts';

export { brandingAssetUrl, themeInScheme, themeProperties };

export function applyTheme(theme: unknown, root: HTMLElement = document.documentElement): string[] {
  const properties = themeProperties(theme);
  for (const [property, value] of Object.entries(properties)) root.style.setProperty(property, value);
  return Object.keys(properties);
}

/**
 * The merchant's theme in the colour scheme the device asks for (prefers-color-scheme), and again
 * whenever that changes. A merchant's own palette is its preferred scheme; the other is derived.
 */
export function applyThemeWithScheme(theme: { colors: Record<string, string> }, root: HTMLElement = document.documentElement): void {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const apply = () => {
    const scheme = query?.matches ? 'dark' : 'light';
    const own = ownScheme(theme);
    applyTheme(themeInScheme(theme, query ? scheme : own), root);
    root.style.setProperty('color-scheme', query ? scheme : own);
  };
  apply();
  query?.addEventListener('change', apply);
}

/** Points <link rel="icon"> at the merchant's favicon. */
export function applyFavicon(file: string | null | undefined, doc: Document = document): void {
  const href = brandingAssetUrl(file);
  if (!href) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  // The served page already names it (portal-page/page-html.ts): setting it again, even to the
  // same address, makes Chromium fetch the icon a second time.
  if (link?.getAttribute('href') === href) return;
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
  if (href.endsWith('.svg')) link.type = 'image/svg+xml';
}
