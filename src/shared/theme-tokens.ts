// A merchant's theme tokens (branding.theme) as CSS custom properties: colors.primary →
// --color-primary, radii.small → --radius-small, fonts.body → --font-body. Shared because the
// portal applies them at run time (engine/theme.ts) and the platform writes the same values into
// the served page, so the first paint already has the merchant's colours.
import { luminance, otherScheme, readableStatusColors } from './contrast.ts';

export { brandingAssetUrl } from './branding-asset.ts';

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

export type ColourScheme = 'light' | 'dark';

/** The scheme a merchant's own palette is: dark when its background is. */
export function ownScheme(theme: { colors: Record<string, string> }): ColourScheme {
  return luminance(theme.colors.background ?? '#ffffff') < 0.2 ? 'dark' : 'light';
}

/** The theme in the given scheme: its own colours, or the derived other scheme (shared/contrast.ts). */
export function themeInScheme(theme: { colors: Record<string, string> }, scheme: ColourScheme): { colors: Record<string, string> } & Record<string, unknown> {
  // Links take the primary colour in the merchant's own scheme; the derived one sets its own
  // (readable as text). Always set, so a scheme change never leaves the other's link colour behind.
  // Status colours are text too (amounts in and out, warnings): readable on cards in either scheme.
  if (ownScheme(theme) !== scheme) return { ...theme, colors: otherScheme(theme.colors).colors };
  return { ...theme, colors: { link: theme.colors.primary ?? '', ...theme.colors, ...readableStatusColors(theme.colors, theme.colors.surface ?? '#ffffff') } };
}
