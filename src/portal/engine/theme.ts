// Theme from the merchant config's tokens (branding.theme): each token becomes a CSS custom
// property on <html> — colors.primary → --color-primary, radii.small → --radius-small,
// fonts.body → --font-body. Set through CSSOM, so the CSP needs no inline styles.
import { luminance, otherScheme, readableStatusColors } from '../../shared/contrast.ts';

const GROUP_PREFIX: Record<string, string> = { colors: 'color', radii: 'radius', fonts: 'font', spacing: 'space', shadows: 'shadow' };

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-]/gi, '-').toLowerCase();
}

export function themeProperties(theme: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof theme !== 'object' || theme === null) return out;
  for (const [name, value] of Object.entries(theme as Record<string, unknown>)) {
    const part = prefix ? `${prefix}-${kebab(name)}` : GROUP_PREFIX[name] ?? kebab(name);
    if (typeof value === 'string' || typeof value === 'number') out[`--${part}`] = String(value);
    else Object.assign(out, themeProperties(value, part));
  }
  return out;
}

export function applyTheme(theme: unknown, root: HTMLElement = document.documentElement): string[] {
  const properties = themeProperties(theme);
  for (const [property, value] of Object.entries(properties)) root.style.setProperty(property, value);
  return Object.keys(properties);
}

/** The theme in the given scheme: its own colours, or the derived other scheme (shared/contrast.ts). */
export function themeInScheme(theme: { colors: Record<string, string> }, scheme: 'light' | 'dark'): { colors: Record<string, string> } & Record<string, unknown> {
  const own = luminance(theme.colors.background ?? '#ffffff') < 0.2 ? 'dark' : 'light';
  // Links take the primary colour in the merchant's own scheme; the derived one sets its own
  // (readable as text). Always set, so a scheme change never leaves the other's link colour behind.
  // Status colours are text too (amounts in and out, warnings): readable on cards in either scheme.
  if (own !== scheme) return { ...theme, colors: otherScheme(theme.colors).colors };
  return { ...theme, colors: { link: theme.colors.primary ?? '', ...theme.colors, ...readableStatusColors(theme.colors, theme.colors.surface ?? '#ffffff') } };
}

/**
 * The merchant's theme in the colour scheme the device asks for (prefers-color-scheme), and again
 * whenever that changes. A merchant's own palette is its preferred scheme; the other is derived.
 */
export function applyThemeWithScheme(theme: { colors: Record<string, string> }, root: HTMLElement = document.documentElement): void {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const apply = () => {
    const scheme = query?.matches ? 'dark' : 'light';
    const own = luminance(theme.colors.background ?? '#ffffff') < 0.2 ? 'dark' : 'light';
    applyTheme(themeInScheme(theme, query ? scheme : own), root);
    root.style.setProperty('color-scheme', query ? scheme : own);
  };
  apply();
  query?.addEventListener('change', apply);
}

/**
 * A branding file's URL: a plain file name of the merchant folder is served by the platform at
 * /merchant-assets/<file>; an absolute URL or root path is used as given; anything else: none.
 */
export function brandingAssetUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^(https?:\/\/|\/)/.test(file)) return file;
  if (/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(svg|png|webp|ico|jpg)$/.test(file)) return `/merchant-assets/${file}`;
  return null;
}

/** Points <link rel="icon"> at the merchant's favicon. */
export function applyFavicon(file: string | null | undefined, doc: Document = document): void {
  const href = brandingAssetUrl(file);
  if (!href) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
  if (href.endsWith('.svg')) link.type = 'image/svg+xml';
}
