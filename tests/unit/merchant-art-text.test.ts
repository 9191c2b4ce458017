// Merchant images (logo.svg, content/art/*.svg) hold no <text>: each such image builds its own
// document and lays its text out with font fallback on every page that shows it. Their lettering
// is drawn as paths by scripts/svg-text-to-paths.ts, which this checks on a file of its own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GLYPH_UNITS, GLYPHS } from '../../src/platform/games/art/glyphs.ts';

const merchantsDir = join(import.meta.dirname, '../../merchants');
const merchants = readdirSync(merchantsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

describe('merchant art', () => {
  it('draws its lettering as paths, keeps the logo\'s accessible name and stays small', () => {
    expect(merchants.length).toBeGreaterThanOrEqual(3);
    for (const code of merchants) {
      const artDir = join(merchantsDir, code, 'content', 'art');
      const files = [join(merchantsDir, code, 'logo.svg'), ...readdirSync(artDir).filter((f) => f.endsWith('.svg')).map((f) => join(artDir, f))];
      for (const file of files) {
        const svg = readFileSync(file, 'utf8');
        expect(svg, file).not.toMatch(/<text\b/);
        expect(gzipSync(svg).length, file).toBeLessThan(4096);
      }
      expect(readFileSync(files[0]!, 'utf8'), code).toMatch(/role="img" aria-label="[^"]+"/);
    }
  });

  it('rewrites <text> as a path of the matching face, centred and outlined as the text was', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svg-text-'));
    try {
      const file = join(dir, 'a.svg');
      writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><text x="100" y="60" text-anchor="middle" font-family="Arial Black,sans-serif" font-size="32" fill="#fff" stroke="#000" stroke-width="4">AB</text></svg>');
      execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../scripts/svg-text-to-paths.ts'), file], { stdio: 'pipe' });
      const out = readFileSync(file, 'utf8');
      expect(out).not.toContain('<text');
      const [a, b] = [GLYPHS.heavy.A!, GLYPHS.heavy.B!];
      const width = (a[0] + b[0]) * 32 / GLYPH_UNITS;
      expect(out).toContain(`<path transform="translate(${Math.round((100 - width / 2) * 100) / 100} 60) scale(0.5)" d="M0 0${a[1]}M${a[0]} 0${b[1]}" fill="#fff" stroke="#000" stroke-width="8"/>`);
      // A character no face has stops the script, naming it, and leaves the file as it was.
      writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="20" font-size="20">星</text></svg>');
      expect(() => execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../scripts/svg-text-to-paths.ts'), file], { stdio: 'pipe' })).toThrow(/no outline for 星/);
      expect(readFileSync(file, 'utf8')).toContain('<text');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
