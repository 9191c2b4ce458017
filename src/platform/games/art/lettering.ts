/**
 * Lettering as shapes: a line of text drawn from the outlines in glyphs.ts as one <path>. The
 * provider's art uses it instead of <text>, which makes a browser build the image's own document
 * and lay its text out with font fallback each time a page shows it; a path is painted only.
 * The same letter is the same path data wherever it stands, so a title's repeats compress.
 */
import { GLYPH_UNITS, GLYPHS } from './glyphs.ts';

export type Face = keyof typeof GLYPHS;

export interface LetteringStyle {
  face: Face;
  /** The em size in the image's units. */
  size: number;
  fill: string;
  /** Where `x` stands: the line's start (default) or its middle. */
  anchor?: 'start' | 'middle';
  /** An outline painted under the fill, in the image's units. */
  stroke?: { colour: string; width: number };
  /** Slanted, for the faces' missing italics. */
  italic?: boolean;
  /** Extra space after each letter, in the image's units. */
  spacing?: number;
}

/** Whether every character of `text` has an outline in `face`. */
export function covers(face: Face, text: string): boolean {
  return [...text].every((ch) => GLYPHS[face][ch] !== undefined);
}

/** The line's advance width at `size` (a missing character counts half an em). */
export function letteringWidth(text: string, face: Face, size: number, spacing = 0): number {
  const units = [...text].reduce((sum, ch) => sum + (GLYPHS[face][ch]?.[0] ?? GLYPH_UNITS / 2), 0);
  return (units * size) / GLYPH_UNITS + spacing * [...text].length;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** `text` drawn with its baseline at `y` (characters without an outline leave a gap). */
export function lettering(text: string, x: number, y: number, style: LetteringStyle): string {
  const scale = style.size / GLYPH_UNITS;
  const spacing = (style.spacing ?? 0) / scale;
  const start = style.anchor === 'middle' ? x - letteringWidth(text, style.face, style.size, style.spacing) / 2 : x;
  let pen = 0;
  let d = '';
  for (const ch of text) {
    const glyph = GLYPHS[style.face][ch];
    if (glyph?.[1]) d += `M${round(pen)} 0${glyph[1]}`;
    pen += (glyph?.[0] ?? GLYPH_UNITS / 2) + spacing;
  }
  if (!d) return '';
  const outline = style.stroke
    ? ` stroke="${style.stroke.colour}" stroke-width="${round(style.stroke.width / scale)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return `<path transform="translate(${round(start)} ${round(y)}) scale(${round(scale * 1000) / 1000})${style.italic ? ' skewX(-12)' : ''}" d="${d}" fill="${style.fill}"${outline}/>`;
}
