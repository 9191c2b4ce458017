// WCAG 2.5.3 (label in name) for the portal's row buttons: a button that shows "Offer again" and
// is named "Offer again to agent02" (key `contract.offerAgain` and `contract.offerAgainFor`)
// must carry its visible words inside its name, in every language, or a voice user who says
// what they see cannot press it. axe checks this on screen, but only in the language a test uses.
// A language's texts are its shared locale and every block folder's file of that language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../src/shared/i18n/locales/', import.meta.url));
const blocks = fileURLToPath(new URL('../../src/portal/blocks/', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

function textsOf(file: string): Record<string, string> {
  const texts = read(join(dir, file));
  for (const block of readdirSync(blocks, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const path = join(blocks, block.name, 'texts', file);
    if (existsSync(path)) Object.assign(texts, read(path));
  }
  return texts;
}

describe('label in name', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    it(`${file}: every "<key>For" name contains the visible text of "<key>"`, () => {
      const texts = textsOf(file);
      const pairs = Object.keys(texts).filter((key) => key.endsWith('For') && typeof texts[key.slice(0, -3)] === 'string');
      expect(pairs.length).toBeGreaterThan(5);
      const missing = pairs
        .filter((key) => !texts[key]!.toLowerCase().includes(texts[key.slice(0, -3)]!.toLowerCase()))
        .map((key) => `${key}: "${texts[key]}" lacks "${texts[key.slice(0, -3)]}"`);
      expect(missing).toEqual([]);
    });
  }
});
