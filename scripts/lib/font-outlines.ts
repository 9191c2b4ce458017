/**
 * Glyph outlines of a font file (TrueType outlines; WOFF, TTF or OTF as opentype.js reads them),
 * as compact SVG path data: for scripts/gen-glyphs.ts and scripts/svg-text-to-paths.ts (no
 * kerning, no hinting).
 */
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';

interface Point { x: number; y: number; on: boolean }

/**
 * Path data with relative commands only (after a leading relative move from the pen), y down:
 * the same letter is the same string wherever it stands, so a title's repeats compress.
 */
function pathOf(glyphContours: Point[][], scale: number): string {
  const r = (v: number) => Math.round(v * scale);
  let cx = 0; let cy = 0;
  let d = '';
  const rel = (x: number, y: number) => { const s = `${x - cx} ${y - cy}`; cx = x; cy = y; return s; };
  // The control point of the last curve, for `t`: the reflection of it about the pen.
  let last: { x: number; y: number } | null = null;
  const line = (to: { x: number; y: number }) => { last = null; return to.x === cx && to.y === cy ? '' : `l${rel(to.x, to.y)}`; };
  // A curve whose control point lies within half a unit of its chord is drawn straight; one whose
  // control point is (within a unit) the last one's reflection, as TrueType's runs of off-curve
  // points are, is a `t` with its end point only.
  const curve = (control: { x: number; y: number }, to: { x: number; y: number }) => {
    const [dx, dy] = [to.x - cx, to.y - cy];
    const chord = Math.hypot(dx, dy);
    const off = chord === 0 ? Math.hypot(control.x - cx, control.y - cy) : Math.abs(dx * (control.y - cy) - dy * (control.x - cx)) / chord;
    if (off <= 0.5) return line(to);
    const mirror = last && { x: 2 * cx - last.x, y: 2 * cy - last.y };
    if (mirror && Math.abs(mirror.x - control.x) <= 1 && Math.abs(mirror.y - control.y) <= 1) { last = mirror; return `t${rel(to.x, to.y)}`; }
    last = control;
    return `q${control.x - cx} ${control.y - cy} ${rel(to.x, to.y)}`;
  };
  for (const raw of glyphContours) {
    if (raw.length === 0) continue;
    const pts = raw.map((p) => ({ x: r(p.x), y: r(-p.y), on: p.on }));
    // Start at an on-curve point (or the midpoint of two off-curve ones).
    let startIndex = pts.findIndex((p) => p.on);
    let start: { x: number; y: number };
    if (startIndex < 0) { start = { x: Math.round((pts[0]!.x + pts.at(-1)!.x) / 2), y: Math.round((pts[0]!.y + pts.at(-1)!.y) / 2) }; startIndex = 0; pts.unshift({ ...start, on: true }); } else start = pts[startIndex]!;
    const ring = [...pts.slice(startIndex), ...pts.slice(0, startIndex)];
    d += `m${rel(start.x, start.y)}`;
    last = null;
    const sx = start.x; const sy = start.y;
    let control: { x: number; y: number } | null = null;
    for (const p of [...ring.slice(1), ring[0]!]) {
      if (p.on) {
        if (control) { d += curve(control, p); control = null; } else if (p !== ring[0]) d += line(p);
      } else if (control) {
        d += curve(control, { x: Math.round((control.x + p.x) / 2), y: Math.round((control.y + p.y) / 2) });
        control = p;
      } else control = p;
    }
    d += 'z';
    cx = sx; cy = sy;
  }
  return d.replace(/ -/g, '-');
}


export interface Font {
  /** Advance width and path data (relative commands, y down) of a character at `units` an em, or undefined. */
  glyph(ch: string): readonly [number, string] | undefined;
}

/** Opens a font file; outlines are scaled to `units` an em and rounded. */
export function openFont(file: string, units: number): Font {
  const bytes = readFileSync(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const scale = units / font.unitsPerEm;
  return {
    glyph(ch) {
      const id = font.charToGlyphIndex(ch);
      if (id === 0) return undefined;
      const glyph = font.glyphs.get(id);
      // Reading the path makes opentype.js parse the outline (a composite's parts placed).
      void glyph.path;
      // One array of points per contour (the typings say a flat array).
      const found = glyph.getContours() as unknown as { x: number; y: number; onCurve: boolean }[][];
      const contours: Point[][] = found.map((contour) => contour.map((p) => ({ x: p.x, y: p.y, on: p.onCurve })));
      return [Math.round((glyph.advanceWidth ?? 0) * scale), pathOf(contours, scale)];
    },
  };
}
