// WCAG 2.2 colour contrast (relative luminance, 1.4.3) for theme tokens: `npm run validate`
// refuses a theme whose text/background pairs fall short, and the portal derives its other
// colour scheme (light or dark) with it.

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex);
  if (!m?.[1]) return null;
  let h = m[1];
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: readonly [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` moved towards `b` by `amount` (0..1). */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [0, 0, 0];
  return toHex([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * amount) as [number, number, number]);
}

/** Moves `color` towards white or black until it reaches `ratio` against `background`. */
export function ensureContrast(color: string, background: string, ratio: number): string {
  if (contrastRatio(color, background) >= ratio) return color;
  const towards = luminance(background) < 0.5 ? '#ffffff' : '#000000';
  for (let step = 0.05; step <= 1; step += 0.05) {
    const candidate = mix(color, towards, step);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towards;
}

/**
 * The pairs of colour tokens that are drawn as text on a background, and the ratio each needs:
 * 4.5:1 for body text, 3:1 for large or bold text (headers, buttons' bold labels are still held
 * to 4.5 here where they are small). Names are the theme's `colors` keys.
 */
export const TEXT_PAIRS: readonly { text: string; background: string; min: number }[] = [
  { text: 'text', background: 'background', min: 4.5 },
  { text: 'text', background: 'surface', min: 4.5 },
  { text: 'textMuted', background: 'surface', min: 4.5 },
  { text: 'textMuted', background: 'background', min: 4.5 },
  { text: 'primaryText', background: 'primary', min: 4.5 },
  { text: 'secondaryText', background: 'secondary', min: 4.5 },
  { text: 'headerText', background: 'header', min: 4.5 },
  { text: 'footerText', background: 'footer', min: 4.5 },
  { text: 'primary', background: 'surface', min: 3 },
  { text: 'danger', background: 'surface', min: 4.5 },
];

export interface ContrastProblem {
  text: string;
  background: string;
  ratio: number;
  min: number;
}

export function themeContrastProblems(colors: Record<string, string>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const pair of TEXT_PAIRS) {
    const text = colors[pair.text];
    const background = colors[pair.background];
    if (!text || !background || !parseHex(text) || !parseHex(background)) continue;
    const ratio = contrastRatio(text, background);
    if (ratio < pair.min) problems.push({ ...pair, ratio: Math.round(ratio * 100) / 100 });
  }
  return problems;
}

/**
 * The theme's colours in the other scheme: page, surface, text, muted and border tokens swap
 * between light and dark (tinted with the brand colour); brand colours stay, pulled just far
 * enough to keep their contrast. The header and footer keep the brand's look in both.
 */
export function otherScheme(colors: Record<string, string>): { scheme: 'light' | 'dark'; colors: Record<string, string> } {
  const isDark = luminance(colors.background ?? '#ffffff') < 0.2;
  const brand = colors.primary ?? '#888888';
  const base = isDark
    ? { background: mix('#f4f5f7', brand, 0.04), surface: '#ffffff', text: mix('#15181d', brand, 0.08), textMuted: mix('#545b68', brand, 0.08), border: mix('#d6dae0', brand, 0.08) }
    : { background: mix('#0f1216', brand, 0.08), surface: mix('#1a1e24', brand, 0.08), text: '#eef1f5', textMuted: '#aab2bf', border: mix('#323945', brand, 0.1) };
  const out: Record<string, string> = { ...colors, ...base };
  // The brand colour is also the focus ring (ui.css): 3:1 against the page as well as on cards
  // (a light cnstar's gold ring read 2.7:1 on the page's off-white around the side menu).
  out.primary = ensureContrast(ensureContrast(brand, base.surface, 3), base.background, 3);
  out.primaryText = contrastRatio('#ffffff', out.primary) >= contrastRatio('#000000', out.primary) ? '#ffffff' : '#000000';
  // Links are body-size text in the brand colour, on the page and on cards: 4.5:1 on both (a
  // light cnstar's gold at 3:1 read 2.7:1 as a link).
  out.link = ensureContrast(ensureContrast(brand, base.background, 4.5), base.surface, 4.5);
  return { scheme: isDark ? 'light' : 'dark', colors: { ...out, ...readableStatusColors(colors, base.surface) } };
}

/**
 * The status colours (danger, success, warning) pulled just far enough to read as body text on
 * cards, 4.5:1: amounts in and out and warnings are written in them (bdwin's green read 4.2:1, its
 * amber 3.5:1 on white).
 */
export function readableStatusColors(colors: Record<string, string>, surface: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const token of ['danger', 'success', 'warning'] as const) {
    const value = colors[token];
    if (value) out[token] = ensureContrast(value, surface, 4.5);
  }
  return out;
}
