/**
 * Glyph outlines from a WOFF file with TrueType outlines, as SVG path data: enough of the format
 * for scripts/gen-glyphs.ts and scripts/svg-text-to-paths.ts (cmap 4 and 12, composite glyphs;
 * no kerning, no hinting).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

function tables(woff: Buffer): Map<string, Buffer> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    out.set(tag, compLength < origLength ? inflateSync(raw) : raw);
  }
  return out;
}

function cmap(table: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = table.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const offset = table.readUInt32BE(4 + i * 8 + 4);
    const format = table.readUInt16BE(offset);
    if (format === 4) {
      const segs = table.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const ranges = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const end = table.readUInt16BE(ends + s * 2);
        const start = table.readUInt16BE(starts + s * 2);
        const delta = table.readInt16BE(deltas + s * 2);
        const range = table.readUInt16BE(ranges + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (range === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = ranges + s * 2 + range + (c - start) * 2;
            glyph = table.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0 && !map.has(c)) map.set(c, glyph);
        }
      }
    } else if (format === 12) {
      const groups = table.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const at = offset + 16 + g * 12;
        const start = table.readUInt32BE(at);
        const end = table.readUInt32BE(at + 4);
        const first = table.readUInt32BE(at + 8);
        for (let c = start; c <= end; c++) if (!map.has(c)) map.set(c, first + c - start);
      }
    }
  }
  return map;
}

interface Point { x: number; y: number; on: boolean }

/** The contours of glyph `id` (composite glyphs flattened), in font units, y up. */
function contours(glyf: Buffer, loca: number[], id: number): Point[][] {
  const start = loca[id]!;
  if (loca[id + 1] === start) return [];
  const n = glyf.readInt16BE(start);
  if (n < 0) {
    const out: Point[][] = [];
    let at = start + 10;
    for (;;) {
      const flags = glyf.readUInt16BE(at);
      const child = glyf.readUInt16BE(at + 2);
      at += 4;
      let dx: number; let dy: number;
      if (flags & 1) { dx = glyf.readInt16BE(at); dy = glyf.readInt16BE(at + 2); at += 4; } else { dx = glyf.readInt8(at); dy = glyf.readInt8(at + 1); at += 2; }
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2 = (o: number) => glyf.readInt16BE(o) / 16384;
      if (flags & 8) { a = d = f2(at); at += 2; } else if (flags & 0x40) { a = f2(at); d = f2(at + 2); at += 4; } else if (flags & 0x80) { a = f2(at); b = f2(at + 2); c = f2(at + 4); d = f2(at + 6); at += 8; }
      for (const contour of contours(glyf, loca, child)) out.push(contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, on: p.on })));
      if (!(flags & 0x20)) break;
    }
    return out;
  }
  const endPts = Array.from({ length: n }, (_, i) => glyf.readUInt16BE(start + 10 + i * 2));
  const total = n ? endPts[n - 1]! + 1 : 0;
  let at = start + 10 + n * 2;
  at += 2 + glyf.readUInt16BE(at);
  const flags: number[] = [];
  while (flags.length < total) {
    const flag = glyf.readUInt8(at++);
    flags.push(flag);
    if (flag & 8) { const repeat = glyf.readUInt8(at++); for (let r = 0; r < repeat; r++) flags.push(flag); }
  }
  const coords = (short: number, same: number) => {
    let v = 0;
    return flags.map((flag) => {
      if (flag & short) { const d = glyf.readUInt8(at++); v += flag & same ? d : -d; } else if (!(flag & same)) { v += glyf.readInt16BE(at); at += 2; }
      return v;
    });
  };
  const xs = coords(2, 16);
  const ys = coords(4, 32);
  const out: Point[][] = [];
  let first = 0;
  for (const end of endPts) {
    out.push(Array.from({ length: end - first + 1 }, (_, i) => ({ x: xs[first + i]!, y: ys[first + i]!, on: (flags[first + i]! & 1) === 1 })));
    first = end + 1;
  }
  return out;
}

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

/** Opens a WOFF file; outlines are scaled to `units` an em and rounded. */
export function openFont(file: string, units: number): Font {
  const t = tables(readFileSync(file));
  const head = t.get('head')!;
  const scale = units / head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const glyphCount = t.get('maxp')!.readUInt16BE(4);
  const locaTable = t.get('loca')!;
  const loca = Array.from({ length: glyphCount + 1 }, (_, i) => (longLoca ? locaTable.readUInt32BE(i * 4) : locaTable.readUInt16BE(i * 2) * 2));
  const metrics = t.get('hhea')!.readUInt16BE(34);
  const hmtx = t.get('hmtx')!;
  const map = cmap(t.get('cmap')!);
  return {
    glyph(ch) {
      const id = map.get(ch.codePointAt(0)!);
      if (id === undefined) return undefined;
      const advance = hmtx.readUInt16BE(Math.min(id, metrics - 1) * 4);
      return [Math.round(advance * scale), pathOf(contours(t.get('glyf')!, loca, id), scale)];
    },
  };
}
