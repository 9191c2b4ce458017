// Where a merchant's branding files (logo, favicon) are served from. Apart from the theme tokens
// (theme-tokens.ts) so the header's logo does not bring the colour-scheme code into a first page.

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
