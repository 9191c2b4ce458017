/**
 * Rewrites the <text> elements of SVG files as paths, in place: an image with <text> builds its
 * own document and lays its text out with font fallback on every page that shows it, and looks
 * different on each machine. For merchant art (merchants/<code>/logo.svg, content/art/*.svg):
 *
 *   npx tsx scripts/svg-text-to-paths.ts merchants/bdwin/logo.svg merchants/bdwin/content/art/*.svg
 *
 * The lettering comes from the faces of src/platform/games/art/glyphs.ts (a bold or black sans
 * family -> the heavy face, a serif family -> the slab serif, any other -> the rounded one);
 * characters they lack (a CJK name) from `--font <file.woff>` (TrueType WOFF files, repeatable: e.g.
 * @fontsource/noto-serif-sc's), or the script stops and names them. Keep the image's
 * accessible name (role="img" aria-label) saying what the lettering says.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GLYPH_UNITS, GLYPHS } from '../src/platform/games/art/glyphs.ts';
import type { Face } from '../src/platform/games/art/lettering.ts';
import { openFont, type Font } from './lib/font-outlines.ts';

const args = process.argv.slice(2);
const extra: Font[] = [];
for (let at = args.indexOf('--font'); at >= 0; at = args.indexOf('--font')) extra.push(openFont(args.splice(at, 2)[1]!, GLYPH_UNITS));
if (args.length === 0) throw new Error('usage: tsx scripts/svg-text-to-paths.ts [--font file.woff] <file.svg>...');

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, e: string) =>
  e.startsWith('#') ? String.fromCodePoint(parseInt(e.slice(e[1] === 'x' ? 2 : 1), e[1] === 'x' ? 16 : 10)) : entities[e] ?? m);
const round = (v: number) => Math.round(v * 100) / 100;

function faceOf(family: string, weight: string): Face {
  if (/serif/i.test(family.replace(/sans-serif/gi, ''))) return 'serif';
  return /black|impact/i.test(family) || Number(weight) >= 600 || weight === 'bold' ? 'heavy' : 'round';
}

function glyphOf(face: Face, ch: string): readonly [number, string] | undefined {
  return GLYPHS[face][ch] ?? extra.map((font) => font.glyph(ch)).find(Boolean);
}

function asPath(attrs: string, content: string, file: string): string {
  if (content.includes('<')) throw new Error(`${file}: a <text> with markup inside (tspan ...) is not supported`);
  const text = decode(content).trim();
  const face = faceOf(attr(attrs, 'font-family') ?? '', attr(attrs, 'font-weight') ?? '400');
  const missing = [...new Set([...text].filter((ch) => ch !== ' ' && !glyphOf(face, ch)))];
  if (missing.length) throw new Error(`${file}: no outline for ${missing.join(' ')} in "${text}": pass --font <file.woff> that has them`);
  const size = Number(attr(attrs, 'font-size') ?? 16);
  const scale = size / GLYPH_UNITS;
  const advance = [...text].reduce((sum, ch) => sum + (glyphOf(face, ch)?.[0] ?? 0), 0);
  const anchor = attr(attrs, 'text-anchor');
  const x = Number(attr(attrs, 'x') ?? 0) - (anchor === 'middle' ? advance * scale / 2 : anchor === 'end' ? advance * scale : 0);
  let pen = 0;
  let d = '';
  for (const ch of text) {
    const [width, outline] = glyphOf(face, ch)!;
    if (outline) d += `M${pen} 0${outline}`;
    pen += width;
  }
  const keep = ['fill', 'opacity', 'stroke', 'stroke-linejoin', 'paint-order'].map((name) => [name, attr(attrs, name)] as const).filter(([, v]) => v !== undefined);
  const strokeWidth = attr(attrs, 'stroke-width');
  const paint = keep.map(([name, v]) => ` ${name}="${v}"`).join('') + (strokeWidth ? ` stroke-width="${round(Number(strokeWidth) / scale)}"` : '');
  const slant = attr(attrs, 'font-style') === 'italic' ? ' skewX(-12)' : '';
  return `<path transform="translate(${round(x)} ${round(Number(attr(attrs, 'y') ?? 0))}) scale(${round(scale * 1000) / 1000})${slant}" d="${d}"${paint}/>`;
}

for (const file of args) {
  const svg = readFileSync(file, 'utf8');
  let count = 0;
  const out = svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_m, attrs: string, content: string) => { count++; return asPath(attrs, content, file); });
  if (count) writeFileSync(file, out);
  console.log(`${file}: ${count} <text> drawn as paths`);
}
